/**
 * The player's place in the public layout: the bottom player, the full-screen player and the queue panel.
 * The playback issue fills it in; the layout only mounts it.
 */
export function PlayerArea() {
  return null;
}
