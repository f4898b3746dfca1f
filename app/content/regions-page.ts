/** Copy of /regioes-atendidas that no other page needs (kept apart so other pages do not download it). */

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
