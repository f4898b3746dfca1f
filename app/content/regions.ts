export interface Region {
  nome: string;
  atendido: boolean;
}

/** Where we deliver and collect boxes, in the order the site lists them. */
export const regions: readonly Region[] = [
  { nome: "São Paulo (Capital)", atendido: true },
  { nome: "Osasco", atendido: true },
  { nome: "Guarulhos", atendido: true },
  { nome: "Alphaville", atendido: true },
];

/** Path of the region picture on the company's own site (see company.imageHost). */
export const regionsImage = {
  path: "/images/regioes-atendidas.webp",
  width: 1200,
  height: 800,
  alt: "Mapa da Grande São Paulo com as regiões atendidas destacadas",
} as const;

/** Texts of /regioes-atendidas (its h1 and lead are in pages.ts). */
export const regionsPageCopy = {
  tableCaption: "Regiões onde entregamos e retiramos as caixas",
  regionColumn: "Região",
  servedColumn: "Atendemos?",
  served: "Sim",
  notServed: "Não",
  imageFallback: "São Paulo e Grande São Paulo",
  outOfCityTitle: "Mora em outra cidade?",
  outOfCityText:
    "Você ainda pode alugar as nossas caixas: no fim da locação, é só devolvê-las em um endereço que combinarmos. Chame a gente e vemos juntos a melhor forma.",
  outOfCityCta: "Tenho interesse, mas sou de outra cidade",
  doubtsLabel: "Dúvidas? Fale com a gente:",
} as const;
