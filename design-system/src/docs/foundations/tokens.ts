import source from '../../tokens/tokens.css?raw';
import type { Foundation } from './foundation-groups';
import { foundationGroups } from './foundation-groups';
import { parseTokens, type TokenGroup } from './token-source';

/** The token groups of tokens.css, read from the file itself at build time. */
export const tokenGroups: TokenGroup[] = parseTokens(source);

/** The groups one Foundations story shows, in the order of foundation-groups.ts. */
export function groupsOf(foundation: Foundation): TokenGroup[] {
  const names: readonly string[] = foundationGroups[foundation];
  return names.flatMap((name) => tokenGroups.filter((group) => group.name === name));
}
