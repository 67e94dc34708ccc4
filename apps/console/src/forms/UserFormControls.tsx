import { Option } from '@veritag/ui';
import type { UserFormOption } from './UserForm.choices';

/** An option of the user form's lists (company, authority, business partner). */
export const renderUserOption = (option: UserFormOption) => <Option id={option.id}>{option.label}</Option>;
