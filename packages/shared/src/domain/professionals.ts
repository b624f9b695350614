/** The kinds of professional a family can invite, and how they are shown (docs/product.md#professionals-of-a-child). */
export const PROFESSIONAL_TYPES = [
  'AT',
  'psychologist',
  'speech_therapist',
  'occupational_therapist',
  'physiotherapist',
  'pedagogue',
  'other',
] as const;
export type ProfessionalType = (typeof PROFESSIONAL_TYPES)[number];

export const PROFESSIONAL_TYPE_LABELS: Record<ProfessionalType, string> = {
  AT: 'Acompanhante terapêutico (AT)',
  psychologist: 'Psicólogo(a)',
  speech_therapist: 'Fonoaudiólogo(a)',
  occupational_therapist: 'Terapeuta ocupacional',
  physiotherapist: 'Fisioterapeuta',
  pedagogue: 'Pedagogo(a)',
  other: 'Outro',
};

/** A stored type outside the list (older rows, none chosen) is shown as 'Outro'. */
export function professionalTypeLabel(type: string | null | undefined): string {
  return PROFESSIONAL_TYPE_LABELS[type as ProfessionalType] ?? PROFESSIONAL_TYPE_LABELS.other;
}

/** The kinds of session a professional logs, and how they are shown (docs/product.md#session-records). */
export const SESSION_TYPES = ['individual', 'group', 'assessment', 'follow_up', 'other'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  individual: 'Individual',
  group: 'Em grupo',
  assessment: 'Avaliação',
  follow_up: 'Acompanhamento',
  other: 'Outro',
};
