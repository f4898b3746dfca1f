/** Copy shared by the layout and several pages. */
export const siteCopy = {
  footerTagline:
    "Aluguel de caixas plásticas reutilizáveis para uma mudança mais leve, para você e para o planeta.",
  plansCta: "Ver Planos",
  whatsappCta: "Falar no WhatsApp",
  doubts: {
    title: "Dúvidas?",
    text: "Veja as respostas para as perguntas mais comuns ou fale com a gente pelo WhatsApp. Respondemos rapidinho.",
    faqLink: "Ver perguntas frequentes",
  },
  /** Added to the accessible name of links that leave the site in a new tab. */
  opensWhatsApp: "(abre o WhatsApp em uma nova aba)",
  opensNewTab: "(abre em uma nova aba)",
} as const;
