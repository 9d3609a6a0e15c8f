/**
 * The refusals of an operation past its limits (http/graphql.ts queryLimits, graphql-armor), in
 * words and codes a client can act on: graphql-armor says "Syntax Error: Query depth limit of 12
 * exceeded, found 14." for a query that parses well. Each gets its own code and, in `extensions`,
 * the limit and what the query came to (none for tokens: the parser stops counting at the limit).
 */
export interface LimitRefusal {
  message: string;
  code: 'QUERY_TOO_DEEP' | 'QUERY_TOO_COSTLY' | 'QUERY_TOO_LONG';
  limit: number;
  found?: number;
}

const DEPTH = /^Syntax Error: Query depth limit of (\d+) exceeded, found (\d+(?:\.\d+)?)\.$/;
// The cost found may have decimals (a list's weight is shared among its fields).
const COST = /^Syntax Error: Query Cost limit of (\d+) exceeded, found (\d+(?:\.\d+)?)\.$/;
const TOKENS = /^Syntax Error: Token limit of (\d+) exceeded\.$/;

export function limitRefusal(message: string): LimitRefusal | null {
  const depth = DEPTH.exec(message);
  if (depth) {
    const [limit, found] = [Number(depth[1]), Number(depth[2])];
    return {
      code: 'QUERY_TOO_DEEP',
      message: `This query nests fields ${found} levels deep; at most ${limit} are allowed.`,
      limit,
      found,
    };
  }
  const cost = COST.exec(message);
  if (cost) {
    const [limit, found] = [Number(cost[1]), Math.ceil(Number(cost[2]))];
    return {
      code: 'QUERY_TOO_COSTLY',
      message: `This query would cost ${found}; at most ${limit} is allowed. Ask for fewer items per page (first or last) or fewer fields.`,
      limit,
      found,
    };
  }
  const tokens = TOKENS.exec(message);
  if (tokens) {
    const limit = Number(tokens[1]);
    return { code: 'QUERY_TOO_LONG', message: `This query is longer than the ${limit} tokens allowed.`, limit };
  }
  return null;
}
