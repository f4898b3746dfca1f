import { formatBRL, formatList } from "~/lib/format";
import { boxCapacityExamples, boxDimensions, boxSpec } from "./box";
import { plans, pricedPeriods, startingPrice } from "./plans";
import { regions } from "./regions";
import { rental } from "./rental";

export interface FaqItem {
  id: string;
  question: string;
  /** One string per paragraph, plain text. */
  answer: readonly string[];
}

const servedRegions = formatList(
  regions.filter((region) => region.atendido).map((region) => region.nome),
);
const lostBoxFee = formatBRL(rental.lostBoxFeeCents);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Labels of /faq (its h1 and lead are in pages.ts). */
export const faqPageCopy = {
  listLabel: "Perguntas e respostas",
  doubtsTitle: "Ainda ficou com alguma dúvida?",
  doubtsText:
    "Fale com a gente pelo WhatsApp: respondemos rapidinho e ajudamos você a escolher o kit certo.",
} as const;

/** Every question the site answers, by id. Pages pick theirs below. */
const faqItems = {
  montagem: {
    id: "montagem",
    question: "Preciso montar as caixas?",
    answer: [
      "Não. As caixas chegam prontas para usar, com a tampa já presa ao corpo da caixa. É só abrir, embalar e fechar: não precisa de fita adesiva nem de ferramenta.",
    ],
  },
  precos: {
    id: "precos",
    question: "Quanto custa e por quanto tempo posso ficar com as caixas?",
    answer: [
      `Os preços começam em ${formatBRL(startingPrice.priceCents)} por ${startingPrice.period.toLowerCase()} com o ${startingPrice.plan.name}. Você pode alugar de ${rental.shortestPeriod} até ${rental.longestPeriod}, e quanto maior o período, maior o desconto.`,
      `Os valores de ${pricedPeriods.at(-1)!.toLowerCase()} a ${pricedPeriods[0].toLowerCase()} de cada kit estão na página de planos. Para períodos maiores, chame a gente no WhatsApp e montamos um orçamento com desconto progressivo.`,
    ],
  },
  pagamento: {
    id: "pagamento",
    question: "Como é feito o pagamento?",
    answer: [
      `O pagamento é por ${rental.paymentMethod}, ${rental.paymentDeadline}. Assim você recebe as caixas, faz a mudança com calma e paga antes de a gente buscar.`,
    ],
  },
  entrega: {
    id: "entrega",
    question: "A entrega e a retirada são cobradas?",
    answer: [
      `Não: o frete é grátis nas regiões atendidas, tanto na entrega quanto na retirada. Entregamos e retiramos ${rental.deliveryDays}, no horário que combinarmos com você, e pode ser em endereços diferentes: entregamos no endereço atual e buscamos no novo.`,
    ],
  },
  regioes: {
    id: "regioes",
    question: "Quais regiões vocês atendem?",
    answer: [
      `Atendemos ${servedRegions}.`,
      `Se você mora em outra cidade, ainda dá para alugar: nesse caso, no fim da locação você mesmo devolve as caixas no endereço que combinarmos. Fale com a gente pelo WhatsApp para ver a melhor forma.`,
    ],
  },
  medidas: {
    id: "medidas",
    question: "Qual é o tamanho das caixas e quanto peso elas aguentam?",
    answer: [
      `Cada caixa mede ${boxDimensions} (largura × comprimento × altura), tem capacidade de cerca de ${boxSpec.capacityLiters} litros e aguenta até ${boxSpec.maxLoadKg} kg. A tampa é acoplada, então nada fica solto no caminho.`,
    ],
  },
  capacidade: {
    id: "capacidade",
    question: "O que cabe em uma caixa?",
    answer: [
      `Em média, uma caixa leva ${boxCapacityExamples.map((example) => `${example.quantity} ${example.item}`).join(", ou ")}.`,
      `Dica: coloque os itens pesados, como livros, no fundo e distribua o peso para não passar de ${boxSpec.maxLoadKg} kg por caixa.`,
    ],
  },
  higiene: {
    id: "higiene",
    question: "As caixas são higienizadas?",
    answer: [
      "Sim. Toda caixa é lavada e higienizada antes de cada locação, e você recebe as caixas limpas, prontas para guardar roupas, louças e alimentos embalados.",
    ],
  },
  lacres: {
    id: "lacres",
    question: "Como fecho e identifico as caixas?",
    answer: [
      "Os lacres de segurança e as etiquetas adesivas já vêm no kit, sem custo extra. O lacre passa pelas abas da tampa e mostra se a caixa foi aberta; na etiqueta você escreve o cômodo e o conteúdo, para desembalar tudo no lugar certo.",
    ],
  },
  perdas: {
    id: "perdas",
    question: "E se uma caixa for perdida ou quebrar?",
    answer: [`Cobramos um valor fixo de ${lostBoxFee} por caixa perdida ou quebrada.`],
  },
  escolha: {
    id: "escolha",
    question: "Qual kit devo escolher?",
    answer: [
      `Depende do tamanho da mudança. Como referência: ${plans.map((plan) => `${plan.name}, ${lowerFirst(plan.description).replace(/\.$/, "")}`).join("; ")}.`,
      "Se ficar em dúvida, conte no WhatsApp o que você vai levar e a gente ajuda a calcular.",
    ],
  },
  periodoLongo: {
    id: "periodo-longo",
    question: "Posso ficar com as caixas por mais de um mês?",
    answer: [
      `Pode. A locação vai de ${rental.shortestPeriod} até ${rental.longestPeriod}, com desconto progressivo para períodos maiores. Se durante a locação você precisar de mais tempo, fale com a gente pelo WhatsApp antes da data de retirada.`,
    ],
  },
} satisfies Record<string, FaqItem>;

/** The 10 questions of /faq, in order. */
export const faqPageItems: readonly FaqItem[] = [
  faqItems.montagem,
  faqItems.precos,
  faqItems.pagamento,
  faqItems.entrega,
  faqItems.regioes,
  faqItems.medidas,
  faqItems.capacidade,
  faqItems.higiene,
  faqItems.lacres,
  faqItems.perdas,
];

/** The 5 questions under the kits on /planos, in order. */
export const plansPageFaqItems: readonly FaqItem[] = [
  faqItems.escolha,
  faqItems.periodoLongo,
  faqItems.entrega,
  faqItems.pagamento,
  faqItems.perdas,
];
