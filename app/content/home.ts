import { formatBRL, formatList } from "~/lib/format";
import { startingPrice } from "./plans";
import { regions } from "./regions";
import type { IconCard, Illustration } from "./types";

export const hero = {
  eyebrow: `Atendemos ${formatList(regions.filter((region) => region.atendido).map((region) => region.nome))}`,
  title: "Sua mudança sem papelão: alugue caixas plásticas",
  description:
    "Entregamos as caixas montadas e higienizadas na sua casa, você embala e se muda, e nós buscamos tudo no endereço novo. Sem comprar, sem montar e sem lixo para jogar fora.",
  priceNote: `A partir de ${formatBRL(startingPrice.priceCents)} por ${startingPrice.period.toLowerCase()}`,
  freeShippingNote: "Entrega e retirada grátis",
  illustration: {
    file: "illustrations/caixa.svg",
    width: 560,
    height: 440,
    alt: "Caixa plástica verde fechada, com alças laterais, lacre e etiqueta",
  } satisfies Illustration,
} as const;

export interface Step {
  title: string;
  text: string;
}

/** "Como funciona": three numbered steps. */
export const howItWorks = {
  title: "Como funciona",
  lead: "Três passos e nenhuma caixa de papelão.",
  steps: [
    {
      title: "Nós entregamos as caixas",
      text: "Escolha o kit e o período pelo WhatsApp. Levamos as caixas montadas e higienizadas até a sua casa, no dia e no horário combinados.",
    },
    {
      title: "Você usa as caixas",
      text: "Embale, feche com o lacre e identifique com a etiqueta. As caixas são firmes, têm alças e empilham sem amassar.",
    },
    {
      title: "Nós retiramos as caixas",
      text: "Depois da mudança, buscamos as caixas vazias no endereço novo. Nada de papelão para desmontar ou descartar.",
    },
  ] satisfies Step[],
} as const;

/** "Diferenciais": the eight benefit cards. */
export const benefits = {
  title: "Por que alugar as nossas caixas",
  lead: "Tudo o que o papelão não faz por você.",
  items: [
    {
      icon: "shield",
      title: "Rígidas e resistentes",
      text: "Plástico firme que não amassa, não rasga e não molha o que está dentro.",
    },
    {
      icon: "hand",
      title: "Com alças",
      text: "Pegadas laterais para levantar e carregar com firmeza, sem machucar as mãos.",
    },
    {
      icon: "recycle",
      title: "Reutilizáveis",
      text: "Cada caixa serve a muitas mudanças. Menos papelão, menos fita, menos lixo.",
    },
    {
      icon: "truck",
      title: "Entrega e retirada onde você quiser",
      text: "Entregamos no endereço atual e buscamos no novo, nos dias que você escolher.",
    },
    {
      icon: "lock",
      title: "Lacres de segurança",
      text: "Lacres inclusos para fechar cada caixa e ter certeza de que ninguém abriu.",
    },
    {
      icon: "tag",
      title: "Etiquetas de identificação",
      text: "Marque o cômodo e o conteúdo e desembale tudo no lugar certo.",
    },
    {
      icon: "calendar",
      title: "Período longo de locação",
      text: "Fique com as caixas de 1 semana até 1 ano, com desconto para períodos maiores.",
    },
    {
      icon: "package-check",
      title: "Chegam montadas",
      text: "Sem montar e sem fita: é só abrir a tampa e começar a embalar.",
    },
  ] satisfies IconCard[],
} as const;

export const testimonial = {
  title: "Quem alugou, recomenda",
  rating: 5,
  maxRating: 5,
  quote:
    "Fiz a mudança de um apartamento de dois quartos com o kit de 30 caixas. Chegaram limpinhas e no horário, empilhar foi muito mais fácil do que com papelão, e na retirada foi só entregar as caixas vazias. Super recomendo!",
  author: "Mariana S.",
  city: "São Paulo",
  ctaLabel: "Ver Nossos Planos",
} as const;
