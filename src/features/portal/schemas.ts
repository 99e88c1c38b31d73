// The requirements and partnership form (docs/product-rules.md#entities Requirement request): rules and the request it sends.
import { object, string } from 'yup';
import { rules, type RuleKey } from '@/validation/rules';
import { message } from '@/validation/schemas';
import type { CreateRequirementRequest, EnterpriseType, RequestType } from './api';
import { ENTERPRISE_TYPES, REQUEST_TYPES } from './options';

/** openapi.yaml CreateRequirementRequest limits. */
export const REQUIREMENT_LIMITS = { fullName: 64, contact: 254, enterpriseName: 128, description: 2000 } as const;

const TOO_LONG = 'portal:requirement.errors.tooLong';

/**
 * Email or phone: text with an `@` must pass the email rule, anything else the mobile rule, and each failure
 * is worded by its own rule's message.
 */
export function checkContact(value: string): RuleKey | null {
  const text = value.trim();
  if (!text) return 'required';
  return text.includes('@') ? rules.email(text) : rules.mobile(text);
}

export interface RequirementValues {
  requestType: RequestType | '';
  fullName: string;
  contact: string;
  enterpriseType: EnterpriseType | '';
  enterpriseName: string;
  description: string;
}

export const emptyRequirement: RequirementValues = {
  requestType: '',
  fullName: '',
  contact: '',
  enterpriseType: '',
  enterpriseName: '',
  description: '',
};

export const requirementSchema = object({
  requestType: string()
    .required(message('required'))
    .oneOf([...REQUEST_TYPES], message('required')),
  fullName: string().trim().required(message('required')).max(REQUIREMENT_LIMITS.fullName, TOO_LONG),
  contact: string()
    .trim()
    .max(REQUIREMENT_LIMITS.contact, TOO_LONG)
    .test('contact', (value, ctx) => {
      const failed = checkContact(value ?? '');
      return failed ? ctx.createError({ message: message(failed) }) : true;
    }),
  enterpriseType: string()
    .required(message('required'))
    .oneOf([...ENTERPRISE_TYPES], message('required')),
  enterpriseName: string().trim().max(REQUIREMENT_LIMITS.enterpriseName, TOO_LONG),
  description: string().trim().required(message('required')).max(REQUIREMENT_LIMITS.description, TOO_LONG),
});

/** The request body for valid form values (trimmed; an empty enterprise name left out). */
export function toRequirementRequest(values: RequirementValues): CreateRequirementRequest {
  const enterpriseName = values.enterpriseName.trim();
  return {
    requestType: values.requestType as RequestType,
    fullName: values.fullName.trim(),
    contact: values.contact.trim(),
    enterpriseType: values.enterpriseType as EnterpriseType,
    ...(enterpriseName ? { enterpriseName } : {}),
    description: values.description.trim(),
  };
}
