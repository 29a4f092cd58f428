const DEFAULT_CALLING_CODE = '237'

/** wa.me link from a free-form phone: digits only, 237 prefixed when missing. */
export function whatsappLink(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (!digits) return null
  const full = digits.startsWith(DEFAULT_CALLING_CODE) ? digits : DEFAULT_CALLING_CODE + digits
  return `https://wa.me/${full}`
}

/** A wa.me link (from whatsappLink) that opens the chat with `text` written, ready to send. */
export function withWhatsAppText(link: string, text: string): string {
  return `${link}?text=${encodeURIComponent(text)}`
}
