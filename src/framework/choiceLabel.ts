/**
 * A choice's words in the chosen language: `resources.<resource>.choices.<field>.<value>` (keys
 * generated from the declarations), else the value in words — never the raw code.
 */
import { useResourceContext, useTranslate } from 'react-admin';
import { choiceLabel } from '../../resources/framework';

export function useChoiceLabel(): (name: string, value: string, resource?: string) => string {
  const translate = useTranslate();
  const current = useResourceContext();
  return (name, value, resource = current) => translate(`resources.${resource}.choices.${name}.${value}`, { _: choiceLabel(value) });
}
