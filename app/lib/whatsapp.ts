/** wa.me wants the number in international format, digits only (55 + DDD + number). */
const PHONE_DIGITS = /^\d{10,15}$/;

/**
 * Builds a WhatsApp deep link that opens a chat with `phoneDigits` and the
 * message already typed: `https://wa.me/<digits>?text=<encoded message>`.
 */
export function buildWhatsAppUrl(phoneDigits: string, message: string): string {
  if (!PHONE_DIGITS.test(phoneDigits)) {
    throw new Error(
      `WhatsApp number must be 10 to 15 digits (55 + DDD + number), got "${phoneDigits}"`,
    );
  }
  return `https://wa.me/${phoneDigits}?text=${encodeURIComponent(message)}`;
}
