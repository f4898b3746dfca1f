/**
 * Texts that arrive already typed in the WhatsApp chat when a visitor taps a
 * button. Short and friendly: the visitor can still edit them before sending.
 */
export const whatsappMessages = {
  /** Sent by "Escolher Plano" on each kit card. */
  planChoice: (boxCount: number) =>
    `Olá! Quero alugar o kit de ${boxCount} caixas. Podemos combinar o período e as datas de entrega e retirada?`,
  /** Footer, "Dúvidas?" boxes and "Falar no WhatsApp". */
  generalDoubts: "Olá! Estou no site e tenho algumas dúvidas sobre o aluguel de caixas.",
  /** "Tenho interesse, mas sou de outra cidade" on /regioes-atendidas. */
  outOfCity:
    "Olá! Tenho interesse no aluguel de caixas, mas sou de outra cidade. Vocês conseguem me atender?",
  /** "Estou de acordo" on the rental term. */
  termAgreement: "Estou de acordo com o termo de locação",
} as const;
