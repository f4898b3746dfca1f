/** Copy of /planos that no other page needs (kept apart so other pages do not download it). */
import type { IconCard } from "./types";

/** Headings and labels of /planos (its h1 and lead are in pages.ts). */
export const plansPageCopy = {
  kitsLabel: "Kits de caixas",
  chooseCta: "Escolher Plano",
  includedTitle: "O que está incluso?",
  includedLead: "Tudo isto vem em qualquer kit, sem custo extra.",
  faqTitle: "Perguntas frequentes sobre os planos",
} as const;

/** "O que está incluso?" on /planos: in every kit, at no extra cost. */
export const includedItems = [
  {
    icon: "sparkles",
    title: "Caixas higienizadas",
    text: "Limpas e higienizadas antes de cada locação.",
  },
  {
    icon: "truck",
    title: "Entrega e retirada",
    text: "Levamos as caixas até você e buscamos no endereço novo.",
  },
  {
    icon: "lock",
    title: "Lacres de segurança",
    text: "Para fechar cada caixa e saber que ninguém abriu.",
  },
  {
    icon: "tag",
    title: "Etiquetas adesivas",
    text: "Para marcar o cômodo e o conteúdo de cada caixa.",
  },
  {
    icon: "badge-percent",
    title: "Frete grátis",
    text: "Você não paga nada pelo transporte nas regiões atendidas.",
  },
  {
    icon: "zap",
    title: "Entregas rápidas",
    text: "Combine pelo WhatsApp e receba as caixas no dia agendado.",
  },
] as const satisfies readonly IconCard[];
