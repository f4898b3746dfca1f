import type { IconCard, Illustration } from "./types";

/** The box we rent. Every measure on the site comes from here. */
export const boxSpec = {
  widthCm: 40,
  lengthCm: 60,
  heightCm: 37,
  capacityLiters: 64,
  maxLoadKg: 22,
} as const;

/** "40 × 60 × 37 cm", the way the measures are written everywhere. */
export const boxDimensions = `${boxSpec.widthCm} × ${boxSpec.lengthCm} × ${boxSpec.heightCm} cm`;

/** Cards on /conheca-a-caixa. */
export const boxSpecCards = [
  {
    icon: "ruler",
    title: "Medidas",
    text: `${boxDimensions} (largura × comprimento × altura), do tamanho certo para carregar sem esforço.`,
  },
  {
    icon: "box",
    title: `${boxSpec.capacityLiters} litros`,
    text: "Espaço para livros, roupas, louças e tudo o que você quiser levar.",
  },
  {
    icon: "weight",
    title: `Aguenta até ${boxSpec.maxLoadKg} kg`,
    text: "Plástico rígido que não amassa nem rasga, mesmo com a caixa cheia.",
  },
  {
    icon: "lock",
    title: "Tampa acoplada",
    text: "A tampa é presa à caixa e fecha sem fita adesiva. É só colocar o lacre.",
  },
  {
    icon: "hand",
    title: "Alças laterais",
    text: "Pegadas firmes dos dois lados para levantar e carregar com segurança.",
  },
  {
    icon: "recycle",
    title: "Reutilizável",
    text: "Volta para a gente depois da mudança e segue para a próxima, sem virar lixo.",
  },
] as const satisfies readonly IconCard[];

/** "O que cabe na caixa?": roughly what one box holds. */
export const boxCapacityExamples = [
  { icon: "book", quantity: 45, item: "livros" },
  { icon: "shirt", quantity: 25, item: "camisas ou calças" },
  { icon: "footprints", quantity: 15, item: "pares de sapatos" },
] as const;

/** Texts of /conheca-a-caixa (its h1 and lead are in pages.ts). */
export const boxPageCopy = {
  measuresTitle: "Medidas da caixa",
  specsTitle: "Feita para mudança",
  capacityTitle: "O que cabe na caixa?",
  capacityLead: "Uma caixa leva, em média:",
  capacityNote: `Cada item é uma referência de uma caixa cheia. Respeite o limite de ${boxSpec.maxLoadKg} kg por caixa.`,
  galleryTitle: "A caixa de perto",
  doubtsText:
    "Quer saber se as caixas servem para o que você vai levar? Veja as perguntas frequentes ou fale com a gente.",
} as const;

/** The box drawn with its measures; labels are laid over it in HTML. */
export const boxMeasuresImage: Illustration = {
  file: "illustrations/caixa-medidas.svg",
  width: 640,
  height: 480,
  alt: `Caixa plástica fechada com as medidas: ${boxSpec.lengthCm} cm de comprimento, ${boxSpec.widthCm} cm de largura e ${boxSpec.heightCm} cm de altura`,
};

/** The three pictures of the box, with their captions. */
export const boxGallery: readonly (Illustration & { caption: string })[] = [
  {
    file: "illustrations/caixa-aberta.svg",
    width: 480,
    height: 360,
    alt: "Caixa aberta, com as duas abas da tampa dobradas para fora e livros, roupas dobradas e um par de sapatos dentro",
    caption: "Tampa em duas abas, presa à caixa: abre para os lados e não se perde.",
  },
  {
    file: "illustrations/caixa-lacre-etiqueta.svg",
    width: 480,
    height: 360,
    alt: "Caixa fechada com um lacre amarelo passando pelas abas da tampa e uma etiqueta branca na lateral",
    caption: "Lacre de segurança e etiqueta de identificação em cada caixa.",
  },
  {
    file: "illustrations/caixas-empilhadas.svg",
    width: 480,
    height: 360,
    alt: "Quatro caixas fechadas empilhadas com firmeza",
    caption: "Empilham sem amassar, do caminhão até o apartamento novo.",
  },
];
