/** "1 conversation", "1,204 messages": a count with its noun (numbers grouped as in en-US). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
