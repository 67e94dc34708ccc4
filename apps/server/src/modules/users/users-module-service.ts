import type { ProfileForm } from '@veritag/domain';
import type { UploadedFile } from '../../http/multipart';
import type { Actor, UsersDeps } from './user-context';
import { userPasswords } from './user-passwords';
import { userPrivileges } from './user-privileges';
import { updateProfile } from './user-profile';
import { usersService } from './users.service';

/** The users module's door, built here so its routes can name its type without the index. */
export const usersModuleService = (deps: UsersDeps) => ({
  users: usersService(deps),
  passwords: userPasswords(deps),
  privileges: userPrivileges(deps),
  profile: (actor: Actor, form: ProfileForm, image: UploadedFile | undefined) =>
    updateProfile(deps, actor, form, image),
});
export type UsersModuleService = ReturnType<typeof usersModuleService>;
