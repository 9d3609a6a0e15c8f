/**
 * The admin's price per model (an instance setting): per million input and output tokens, in the
 * admin's currency. Cost is shown only where a model has a price.
 */
import { z } from 'zod';
import { recordAudit, type AdminActor } from '../admin/audit.js';
import type { Db } from '../db/client.js';
import { ValidationError } from '../errors/domain-errors.js';

const KEY = 'usage-prices';

export type Price = {
  inputPerMillion: number;
  outputPerMillion: number;
};
export type Prices = Record<string, Price>;

const amount = z.number().finite().min(0).max(1_000_000);
const priceRule = z.object({ inputPerMillion: amount, outputPerMillion: amount });
const pricesRule = z.record(z.string(), priceRule);

export async function readPrices(db: Db): Promise<Prices> {
  const row = await db.instanceSetting.findUnique({ where: { key: KEY } });
  const parsed = pricesRule.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * Sets a model's price per million input and output tokens (one left out: 0), or removes it (both
 * left out or null). Recorded in the audit log.
 */
export async function setPrice(
  db: Db,
  actor: AdminActor,
  model: unknown,
  { inputPerMillion, outputPerMillion }: { inputPerMillion?: unknown; outputPerMillion?: unknown },
): Promise<Prices> {
  const name = typeof model === 'string' ? model.trim() : '';
  if (!name || name.length > 200)
    throw new ValidationError([{ field: 'model', message: 'Name the model (at most 200 characters).' }]);
  const remove = inputPerMillion == null && outputPerMillion == null;
  const parsed = remove
    ? null
    : priceRule.safeParse({ inputPerMillion: inputPerMillion ?? 0, outputPerMillion: outputPerMillion ?? 0 });
  if (parsed && !parsed.success) {
    throw new ValidationError([
      { field: 'price', message: 'Give the price per million input and output tokens (0 or more).' },
    ]);
  }
  const prices = { ...(await readPrices(db)) };
  if (parsed) prices[name] = parsed.data;
  else delete prices[name];
  await db.$transaction(async (tx) => {
    await tx.instanceSetting.upsert({
      where: { key: KEY },
      create: { key: KEY, value: { ...prices } },
      update: { value: { ...prices } },
    });
    await recordAudit(tx as Db, actor, parsed ? 'model_price.set' : 'model_price.removed', {
      label: name,
      detail: parsed
        ? `${parsed.data.inputPerMillion} in, ${parsed.data.outputPerMillion} out per million tokens`
        : null,
    });
  });
  return prices;
}

/** The prices as a list, each with its model. */
export const priceList = (prices: Prices) => Object.entries(prices).map(([model, price]) => ({ model, ...price }));

export function costOf(prices: Prices, model: string, tokens: { inputTokens: number; outputTokens: number }) {
  const price = prices[model];
  if (!price) return null;
  return (tokens.inputTokens * price.inputPerMillion + tokens.outputTokens * price.outputPerMillion) / 1_000_000;
}
