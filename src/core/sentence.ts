/**
 * A message as a sentence starts: with a capital letter. The API's validation messages begin with the field's key
 * ("username must be at least 3 characters", so an API client knows the field); the screens show them capitalised.
 */
export function sentenceStart(message: string): string {
  return message.charAt(0).toLocaleUpperCase("en-US") + message.slice(1);
}
