/**
 * The admin's price per model (an instance setting): per million input and output tokens, in the
 * admin's currency. Cost is shown only where a model has a price.
 */
import { z } from 'zod';
import { recordAudit, type AdminActor } from '../admin/audit.js';
import type { Db } from '../db/client.js';
import { said } from '../words/said.js';

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

const modelMessage = said(
  /*i18n*/ {
    id: 'error.usage.price-model-name',
    message: 'Name the model (at most 200 characters).',
  },
);
const priceMessage = said(
  /*i18n*/ {
    id: 'error.usage.price-amount',
    message: 'Give the price per million input and output tokens (0 or more).',
  },
);

/**
 * A model's price as the admin sets it: the model's name (trimmed; anything but text names no
 * model), and its price per million input and output tokens, each a number or left out or null.
 * A bad name is refused alone; a bad price once, as `price`, whichever of the two is wrong.
 */
export const priceInput = z
  .object({
    model: z.preprocess(
      (name) => (typeof name === 'string' ? name.trim() : ''),
      z.string().min(1, { error: modelMessage, abort: true }).max(200, { error: modelMessage, abort: true }),
    ),
    inputPerMillion: z.custom<number | null>().optional(),
    outputPerMillion: z.custom<number | null>().optional(),
  })
  .superRefine(({ inputPerMillion, outputPerMillion }, ctx) => {
    if (inputPerMillion == null && outputPerMillion == null) return;
    const price = priceRule.safeParse({
      inputPerMillion: inputPerMillion ?? 0,
      outputPerMillion: outputPerMillion ?? 0,
    });
    if (!price.success) ctx.addIssue({ code: 'custom', message: priceMessage, path: ['price'] });
  });
export type PriceInput = z.output<typeof priceInput>;

/**
 * Sets a model's price per million input and output tokens (one left out: 0), or removes it (both
 * left out or null). Recorded in the audit log.
 */
export async function setPrice(
  db: Db,
  actor: AdminActor,
  { model: name, inputPerMillion, outputPerMillion }: PriceInput,
): Promise<Prices> {
  const price: Price | null =
    inputPerMillion == null && outputPerMillion == null
      ? null
      : { inputPerMillion: inputPerMillion ?? 0, outputPerMillion: outputPerMillion ?? 0 };
  const prices = { ...(await readPrices(db)) };
  if (price) prices[name] = price;
  else delete prices[name];
  await db.$transaction(async (tx) => {
    await tx.instanceSetting.upsert({
      where: { key: KEY },
      create: { key: KEY, value: { ...prices } },
      update: { value: { ...prices } },
    });
    await recordAudit(tx as Db, actor, price ? 'model_price.set' : 'model_price.removed', {
      label: name,
      detail: price ? `${price.inputPerMillion} in, ${price.outputPerMillion} out per million tokens` : null,
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
