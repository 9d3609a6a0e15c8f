/** A limit typed in a field: empty is no limit; otherwise a whole number (the server says what is wrong). */
export const limitValue = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

export const limitText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
