/**
 * ABA routing transit numbers: 9 digits whose weighted sum (weights 3, 7, 1 repeating) is a multiple of 10.
 * The checksum catches every single-digit typo and most swapped neighbours before a payout is sent astray.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += weights[i] * Number(value[i]);
  return sum % 10 === 0;
}
