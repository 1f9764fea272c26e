import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../../src/i18n/catalogs/index.ts';

/** The placeholders a message fills (`{name}` and the argument of `plural`/`select`), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const choice of token.cases) walk(choice.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe.each(Object.entries(CATALOGS))('the %s catalogue', (domain, { en, ur }) => {
  it('has every English message in Urdu', () => {
    const missing = Object.keys(en).filter((id) => !(id in ur));
    expect(missing, `messages missing from ${domain}.ur.ts`).toEqual([]);
  });

  it('fills the same placeholders in both languages', () => {
    const differing = Object.keys(ur).filter(
      (id) => en[id] !== undefined && placeholders(en[id]).join() !== placeholders(ur[id] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('keeps its ids in its own namespace', () => {
    const prefix = domain === 'app' ? /^(?!admin\.|privacy\.)[a-z]/ : new RegExp(`^${domain}\\.`);
    expect(Object.keys(en).filter((id) => !prefix.test(id))).toEqual([]);
  });
});
