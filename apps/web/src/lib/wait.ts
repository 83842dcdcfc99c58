export const wait = (ms: number): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, ms));
