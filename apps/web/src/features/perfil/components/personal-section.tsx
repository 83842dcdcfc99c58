import { formatCuit, type PersonaResponse } from '@ingreso/shared';
import { Divider } from '@mantine/core';
import { useFormatDate } from '@/lib/format-date';
import { usePerfilTranslation } from '../i18n';
import { ContactForm } from './contact-form';
import { CorrectionsBlock } from './corrections-block';
import { DetailList } from './detail-list';
import { ProfileSection } from './profile-section';
import { memo } from 'react';

/**
 * Personal data, read-only (staff correct it), and the contact data the applicant may edit.
 * Memoised: it reads only the persona, and the screen renders again when the job situation and
 * the enrolments arrive after it (decision 330).
 */
export const PersonalSection = memo(function PersonalSection({ persona, userId }: { persona: PersonaResponse; userId: number }) {
  const { t } = usePerfilTranslation();
  const formatDate = useFormatDate();
  const address = [
    persona.direccion,
    persona.piso ? t('personal.floor', { piso: String(persona.piso) }) : null,
    persona.departamento ? t('personal.flat', { dpto: persona.departamento }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <ProfileSection id="datos-personales" title={t('sections.personal')}>
      <DetailList
        items={[
          {
            label: t('personal.documento'),
            value: t('document', { tipo: persona.tipo_documento.toUpperCase(), numero: persona.numero_documento }),
          },
          { label: t('personal.cuit'), value: formatCuit(persona.cuit) },
          { label: t('personal.fechaNacimiento'), value: formatDate(persona.fecha_nacimiento) },
          { label: t('personal.lugarNacimiento'), value: persona.lugar_nacimiento },
          { label: t('personal.direccion'), value: address, wide: true },
          { label: t('personal.localidad'), value: persona.localidad },
          { label: t('personal.provincia'), value: persona.provincia },
        ]}
      />
      <Divider />
      <ContactForm persona={persona} userId={userId} />
      <Divider />
      <CorrectionsBlock persona={persona} />
    </ProfileSection>
  );
});
