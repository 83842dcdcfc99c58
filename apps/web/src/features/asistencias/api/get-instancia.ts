import { useQuery } from '@tanstack/react-query';
import { instanciasQueries, type InstanciaDetail } from '@/api/instancias';

/** The instancia with its career's subjects (seed 001 §3). */
export type WizardInstancia = InstanciaDetail;
export type Materia = InstanciaDetail['carrera']['materias'][number];

export const useWizardInstancia = (id: number) => useQuery({ ...instanciasQueries.detail(id), enabled: id > 0 });
