/** Groups card digits in fours as typed ("4242424242424242" -> "4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1234" or "12/34" -> "12 / 34" as typed. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

/** The card as the sandbox confirm call takes it, or null while a field is incomplete. */
export function parseCard(fields: CardFields): { number: string; expMonth: number; expYear: number; cvc: string } | null {
  const number = fields.number.replace(/\D/g, "");
  const exp = fields.expiry.replace(/\D/g, "");
  const cvc = fields.cvc.replace(/\D/g, "");
  if (number.length < 13 || exp.length !== 4 || cvc.length < 3) return null;
  return { number, expMonth: Number(exp.slice(0, 2)), expYear: 2000 + Number(exp.slice(2)), cvc };
}
