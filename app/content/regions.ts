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
