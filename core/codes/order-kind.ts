/** What a submit asks for (its `status` field): a market order fills at once and is then Holding. */
export const Pending = 0;
export const Market = 1;
