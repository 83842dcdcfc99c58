import { ESCUELA_NO_ENCONTRADA, TIPOS_DOCUMENTO } from '@ingreso/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { FormCombos } from '../api/get-form-combos';
import { labelOf } from '../lib/combo-options';
import type { WizardFormValues, YesNo } from '../lib/form-values';
import { useCompleteRegisterTranslation } from '../i18n';
import classes from './review-summary.module.css';

interface ReviewSummaryProps {
  combos: FormCombos;
  values: WizardFormValues;
  /** Back to a step to change it; the values stay as they are. */
  onEdit: (step: number) => void;
  disabled: boolean;
}

type Row = [label: string, value: ReactNode];

/** One step's answers: a heading, an "Editar" button back to that step and a description list. */
function Section({
  title,
  step,
  rows,
  onEdit,
  disabled,
}: {
  title: string;
  step: number;
  rows: Row[];
  onEdit: (step: number) => void;
  disabled: boolean;
}) {
  const { t } = useCompleteRegisterTranslation();
  const id = `review-section-${step}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={16} aria-hidden="true" />}
          onClick={() => onEdit(step)}
          disabled={disabled}
          data-testid={`review-edit-${step}`}
        >
          {t('review.edit')}
          <span className="visually-hidden"> {title}</span>
        </Button>
      </Group>
      <dl className={classes.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={classes.row}>
            <dt className={classes.term}>{label}</dt>
            <dd className={classes.value}>{value === '' || value === null || value === undefined ? '—' : value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/**
 * The last step's summary of everything entered (issue 14 §2): one section per earlier
 * step, each with "Editar" back to it, before Finalizar. Ids are shown by their names.
 */
export function ReviewSummary({ combos, values, onEdit, disabled }: ReviewSummaryProps) {
  const { t } = useCompleteRegisterTranslation();
  const p = values.persona;
  const es = values.estudio_secundario;
  const job = values.situacion_laboral;
  const yesNo = (v: YesNo | '1' | '0') => (v === '1' ? t('yes') : v === '0' ? t('no') : '');
  const list = (items: string[]) => items.join(', ');

  const personal: Row[] = [
    [t('personal.nombre'), p.nombre],
    [t('personal.apellido'), p.apellido],
    [t('personal.tipoDocumento'), TIPOS_DOCUMENTO.find((d) => d.id === p.tipo_documento)?.descripcion ?? p.tipo_documento],
    [t('personal.numeroDocumento'), p.numero_documento],
    [t('personal.cuit'), p.cuit],
    [t('personal.genero'), p.genero_id && labelOf(combos.generos, p.genero_id)],
    [t('personal.estadoCivil'), p.estado_civil && labelOf(combos.estadoscivil, p.estado_civil)],
    [t('personal.hijos'), p.hijos],
    [t('personal.tipoSangre'), p.tipo_sangre && labelOf(combos.tiposangre, p.tipo_sangre)],
    [t('personal.fechaNacimiento'), p.fecha_nacimiento && dayjs(p.fecha_nacimiento).format('DD/MM/YYYY')],
    [t('personal.lugarNacimiento'), p.lugar_nacimiento],
    [t('personal.pais'), p.pais_id && labelOf(combos.paises, p.pais_id)],
    [t('personal.nacionalidad'), p.nacionalidad_id && labelOf(combos.nacionalidades, p.nacionalidad_id)],
    [t('personal.direccion'), p.direccion],
    [t('personal.piso'), p.piso],
    [t('personal.departamento'), p.departamento],
    [t('personal.provincia'), p.provincia],
    [t('personal.localidad'), p.localidad],
    [t('personal.telefono'), p.telefono],
    [t('personal.celular'), p.celular],
    [t('personal.email'), p.email],
    [t('disability.question'), yesNo(values.discapacidad)],
  ];
  if (values.discapacidad === '1') {
    personal.push([
      t('disability.listTitle'),
      list(
        values.discapacidades.map((d) =>
          t('disability.entry', { type: labelOf(combos.discapacidades, d.discapacidad_id), number: d.numero_certificado }),
        ),
      ),
    ]);
  }

  const manual = es.escuela_id === String(ESCUELA_NO_ENCONTRADA);
  const school = combos.escuelas.find((e) => String(e.id) === es.escuela_id);
  const education: Row[] = manual
    ? [
        [t('education.colegio'), es.colegio],
        [t('education.direccionColegio'), es.direccion_colegio],
        [t('education.tipoColegio'), es.tipo_colegio],
        [t('education.pais'), es.pais],
        [t('education.provincia'), es.provincia],
        [t('education.localidad'), es.localidad],
      ]
    : [[t('education.escuela'), school ? `${school.nombre} (${school.localidad})` : '']];
  education.push(
    [t('education.orientacion'), es.orientacion],
    [t('education.anioGraduacion'), es.anio_graduacion],
    [t('education.aniosCursados'), es.anios_cursados],
    [
      t('education.others'),
      list(
        values.otros_estudios.map((o) =>
          t('education.study', {
            titulo: o.nombre,
            nivel: labelOf(combos.niveles_estudio, o.nivel_estudio_id),
            establecimiento: o.establecimiento,
            estado: labelOf(combos.estados_estudio, o.estado_estudio_id),
          }),
        ),
      ),
    ],
    [t('education.languages'), list(values.lenguajes.map((l) => labelOf(combos.lenguajes, l.lenguaje_id)))],
    [t('education.knowledge'), list(values.conocimientos.map((c) => labelOf(combos.conocimientos, c.conocimiento_id)))],
  );

  const work: Row[] = [[t('work.trabaja'), yesNo(job.trabaja_actualmente)]];
  if (job.trabaja_actualmente === '1') {
    const relacionKeys = { Ninguna: 'Ninguna', Parcial: 'Parcial', Total: 'Total' } as const;
    const relacion = job.relacion_carrera as keyof typeof relacionKeys;
    work.push(
      [t('work.ocupacion'), job.ocupacion],
      [t('work.cargo'), job.cargo],
      [t('work.empresa'), job.empresa],
      [t('work.horas'), job.horas_semanales],
      [t('work.relacion'), relacion in relacionKeys ? t(`work.relacionOptions.${relacion}`) : job.relacion_carrera],
    );
  }
  const family = (question: string, answer: YesNo, nivel: string, ocupacion: string): Row[] =>
    answer === '1'
      ? [
          [question, yesNo(answer)],
          [`${question} — ${t('work.nivel')}`, nivel && labelOf(combos.niveles_estudio, nivel)],
          [`${question} — ${t('work.ocupacionFamiliar')}`, ocupacion],
        ]
      : [[question, yesNo(answer)]];
  work.push(
    ...family(
      t('work.motherAlive'),
      values.situacion_madre.vive,
      values.situacion_madre.nivel_estudio_id_madre,
      values.situacion_madre.ocupacion_madre,
    ),
    ...family(
      t('work.fatherAlive'),
      values.situacion_padre.vive,
      values.situacion_padre.nivel_estudio_id_padre,
      values.situacion_padre.ocupacion_padre,
    ),
    ...family(
      t('work.spouseQuestion'),
      values.situacion_conyuge.concubinato_matrimonio,
      values.situacion_conyuge.nivel_estudio_id_concubinato,
      values.situacion_conyuge.ocupacion_concubinato,
    ),
  );

  return (
    <Stack gap="md" mb="lg" data-testid="review-summary">
      <div>
        <Title order={3} size="h4">
          {t('review.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('review.hint')}
        </Text>
      </div>
      <Section title={t('steps.personal')} step={0} rows={personal} onEdit={onEdit} disabled={disabled} />
      <Section title={t('steps.education')} step={1} rows={education} onEdit={onEdit} disabled={disabled} />
      <Section title={t('steps.work')} step={2} rows={work} onEdit={onEdit} disabled={disabled} />
    </Stack>
  );
}
