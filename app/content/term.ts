import { formatBRL, formatList } from "~/lib/format";
import type { TermParamKey, TermParams } from "~/lib/term-params";
import { boxDimensions, boxSpec } from "./box";
import { company } from "./company";
import { plans } from "./plans";
import { regions } from "./regions";
import { rental } from "./rental";

/**
 * Values the term shows when its link leaves a parameter out: the smallest
 * kit for one month (today 20 boxes and 600), and obvious placeholders.
 */
const defaultPlan = plans[0]!;
export const termDefaults: TermParams = {
  boxes: String(defaultPlan.boxCount),
  client: "Cliente",
  email: "seuemail@exemplo.com",
  phone: "(11) 00000-0000",
  cpf: "000.000.000-00",
  deliveryDate: "DD/MM/AAAA",
  deliveryAddress: "Endereço de entrega",
  pickupDate: "DD/MM/AAAA",
  pickupAddress: "Endereço de retirada",
  value: String(defaultPlan.prices[0]!.priceCents / 100),
};

/** Labels of the order summary at the top of the term, in display order (two per row on wide screens). */
export const termFieldLabels: readonly { key: TermParamKey; label: string }[] = [
  { key: "client", label: "Cliente" },
  { key: "cpf", label: "CPF/CNPJ" },
  { key: "email", label: "E-mail" },
  { key: "phone", label: "Telefone" },
  { key: "boxes", label: "Quantidade de caixas" },
  { key: "value", label: "Valor total" },
  { key: "deliveryDate", label: "Data de entrega" },
  { key: "deliveryAddress", label: "Endereço de entrega" },
  { key: "pickupDate", label: "Data de retirada" },
  { key: "pickupAddress", label: "Endereço de retirada" },
];

/** A piece of a paragraph: fixed text, or a value from the term's link. */
export type TermSegment = string | { field: TermParamKey };
export interface TermClause {
  title: string;
  paragraphs: readonly (readonly TermSegment[])[];
}

const f = (field: TermParamKey) => ({ field });
const servedRegions = formatList(
  regions.filter((region) => region.atendido).map((region) => region.nome),
);

const agreeCta = "Estou de acordo";

export const termCopy = {
  title: "Termo de Locação de Caixas Plásticas",
  lead: `Confira os dados do seu pedido e as condições da locação. Se estiver tudo certo, toque em “${agreeCta}” para confirmar pelo WhatsApp.`,
  summaryTitle: "Dados do pedido",
  loading: "Carregando os dados do seu pedido…",
  agreeCta,
  place: "São Paulo",
  signatureParties: ["Locadora", "Locatário(a)"],
} as const;

export const termIntro: readonly TermSegment[] = [
  `Pelo presente termo, de um lado ${company.brandName}, inscrita no CNPJ sob o nº ${company.cnpj}, doravante chamada LOCADORA, e de outro lado `,
  f("client"),
  ", inscrito(a) no CPF/CNPJ sob o nº ",
  f("cpf"),
  ", com e-mail ",
  f("email"),
  " e telefone ",
  f("phone"),
  ", doravante chamado(a) LOCATÁRIO(A), combinam a locação de caixas plásticas nas condições abaixo.",
];

export const termClauses: readonly TermClause[] = [
  {
    title: "Do objeto",
    paragraphs: [
      [
        "A LOCADORA aluga ao(à) LOCATÁRIO(A) ",
        f("boxes"),
        ` caixas plásticas reutilizáveis e higienizadas, de ${boxDimensions}, com capacidade de cerca de ${boxSpec.capacityLiters} litros e tampa acoplada, acompanhadas de lacres de segurança e etiquetas de identificação.`,
      ],
    ],
  },
  {
    title: "Do prazo",
    paragraphs: [
      [
        "A locação começa na entrega das caixas, em ",
        f("deliveryDate"),
        ", e termina na retirada, em ",
        f("pickupDate"),
        `. O prazo mínimo é de ${rental.shortestPeriod} e o máximo, de ${rental.longestPeriod}. A prorrogação depende de acordo entre as partes, feito antes da data de retirada.`,
      ],
    ],
  },
  {
    title: "Da entrega e da retirada",
    paragraphs: [
      [
        "As caixas serão entregues em ",
        f("deliveryAddress"),
        " e retiradas em ",
        f("pickupAddress"),
        `, ${rental.deliveryDays}, em horário combinado entre as partes, sem custo de frete nas regiões atendidas.`,
      ],
      [
        "O(A) LOCATÁRIO(A), ou uma pessoa indicada por ele(a), deve estar presente para receber e devolver as caixas, que devem ser devolvidas vazias.",
      ],
    ],
  },
  {
    title: "Do valor e do pagamento",
    paragraphs: [
      [
        "O valor total da locação é de ",
        f("value"),
        `, pago por ${rental.paymentMethod} ${rental.paymentDeadline}.`,
      ],
    ],
  },
  {
    title: "Da perda ou do dano",
    paragraphs: [
      [
        `O(A) LOCATÁRIO(A) é responsável pela guarda e pelo bom uso das caixas durante a locação. Cada caixa perdida ou quebrada será cobrada no valor fixo de ${formatBRL(rental.lostBoxFeeCents)}.`,
      ],
    ],
  },
  {
    title: "Das regiões atendidas",
    paragraphs: [
      [
        `A entrega e a retirada são feitas em ${servedRegions}. Se o endereço de retirada ficar fora dessas regiões, o(a) LOCATÁRIO(A) deverá devolver as caixas em um endereço combinado com a LOCADORA.`,
      ],
    ],
  },
  {
    title: "Das responsabilidades",
    paragraphs: [
      [
        "Cabe à LOCADORA entregar as caixas limpas, higienizadas e em bom estado, nas datas combinadas.",
      ],
      [
        `Cabe ao(à) LOCATÁRIO(A) usar as caixas apenas para guardar e transportar seus pertences, respeitar o limite de ${boxSpec.maxLoadKg} kg por caixa e não colocar nelas produtos perigosos, inflamáveis ou ilegais, alimentos perecíveis ou animais.`,
      ],
      ["A LOCADORA não realiza a mudança e não responde pelo conteúdo das caixas."],
    ],
  },
  {
    title: "Da concordância",
    paragraphs: [
      [
        `Ao tocar em “${agreeCta}”, o(a) LOCATÁRIO(A) declara que leu e aceita as condições deste termo e envia a confirmação pelo WhatsApp.`,
      ],
    ],
  },
];
