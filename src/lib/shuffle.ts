/** A shuffled copy (Fisher-Yates); `random` is injectable so tests are deterministic. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const temp = copy[index] as T;
    copy[index] = copy[other] as T;
    copy[other] = temp;
  }
  return copy;
}
