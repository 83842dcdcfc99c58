import type { resource as es } from '../es/carreras-dialog';
import type { Shape } from '../types';
import { DOCUMENT_LABELS } from './parts/documents';

export const resource: Shape<typeof es> = {
  noFiles: "Oups ! Il semble que vous n'ayez déposé aucun fichier...",
  missingFiles: 'Il vous reste à déposer les documents suivants : {{labels}}. Vous pouvez les déposer depuis Mon profil > Mes documents.',
  success: "Vos informations seront vérifiées avant l'approbation de l'inscription",
  modalIntro: 'Voici les sessions dont les inscriptions sont ouvertes.',
  close: 'Fermer',
  carrera: 'Formation',
  openUntil: 'Inscriptions ouvertes jusqu’au {{date}}',
  dates: {
    courseStart: 'Début du cours',
    start: 'Date de début',
    end: 'Date de fin',
  },
  chooseCareer: 'Formation que vous souhaitez intégrer',
  chooseCareerPlaceholder: 'Choisissez une formation',
  chooseCareerError: 'Veuillez choisir la formation à laquelle vous souhaitez vous inscrire.',
  careersLoading: 'Chargement des formations...',
  careersError: "La liste des formations n'a pas pu être chargée. Veuillez réessayer plus tard.",
  enrol: "M'inscrire",
  enrolIn: "M'inscrire à {{instancia}}",
  enrolling: 'Inscription en cours...',
  enrolled: 'Déjà inscrit(e)',
  enrolledState: 'Statut : {{estado}}',
  goToDocuments: 'Aller à Mon profil > Mes documents',
  goToProfile: 'Voir mes inscriptions dans Mon profil',
  documents: DOCUMENT_LABELS,
};
