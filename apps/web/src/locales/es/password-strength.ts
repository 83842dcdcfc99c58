/** The strength hint under a new password (registration, reset, staff users; decision 145). */
export const resource = {
  empty: 'Usá al menos 8 caracteres. Una frase de varias palabras es fácil de recordar y difícil de adivinar.',
  tooShort: 'Muy corta: usá al menos 8 caracteres.',
  weak: 'Débil: es fácil de adivinar.',
  fair: 'Aceptable. Más larga es más segura.',
  good: 'Buena.',
  strong: 'Muy buena.',
};
