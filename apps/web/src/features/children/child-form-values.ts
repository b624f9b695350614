import { createChildBody, type Child, type CreateChildBody } from '@neurobridge/shared/api/children';
import { formErrors, type FormErrors } from '../../lib/form-errors';

export interface ChildFormValues {
  name: string;
  birth_date: string;
  diagnosis_tea: boolean;
  tea_level: number;
  diagnosis_tdah: boolean;
  tdah_level: number;
  learning_preferences: string;
}

export const EMPTY_CHILD_FORM: ChildFormValues = {
  name: '',
  birth_date: '',
  diagnosis_tea: false,
  tea_level: 1,
  diagnosis_tdah: false,
  tdah_level: 1,
  learning_preferences: '',
};

export function valuesFromChild(child: Child): ChildFormValues {
  return {
    name: child.name,
    birth_date: child.birth_date ?? '',
    diagnosis_tea: child.diagnosis_tea === 1,
    tea_level: child.tea_level,
    diagnosis_tdah: child.diagnosis_tdah === 1,
    tdah_level: child.tdah_level,
    learning_preferences: child.learning_preferences ?? '',
  };
}

/**
 * The form's rules are the server's: the body is checked with the create schema (the edit form
 * sends every field too), e.g. 'Nome é obrigatório' for a blank name
 * (docs/product.md#child-fields).
 */
export function childFormErrors(values: ChildFormValues): FormErrors<keyof CreateChildBody & string> {
  return formErrors(createChildBody, childBody(values));
}

/** The request body: a level is 1 when its diagnosis is not checked (docs/product.md#child-fields). */
export function childBody(values: ChildFormValues): CreateChildBody {
  return {
    name: values.name.trim(),
    birth_date: values.birth_date || null,
    diagnosis_tea: values.diagnosis_tea ? 1 : 0,
    diagnosis_tdah: values.diagnosis_tdah ? 1 : 0,
    tea_level: values.diagnosis_tea ? values.tea_level : 1,
    tdah_level: values.diagnosis_tdah ? values.tdah_level : 1,
    learning_preferences: values.learning_preferences.trim() || null,
  };
}
