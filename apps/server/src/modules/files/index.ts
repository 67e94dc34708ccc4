import { defineModule } from '../../platform/server-module';
import { filesService } from './files.service';
import { filesRoutes } from './files.routes';
import { storedFiles } from './files.table';

/**
 * Stored files: bytes in storage, a row here. A module that stores files registers itself
 * as the owner of its purpose, and decides who may download them.
 */
export const filesModule = defineModule({
  name: 'files',
  tables: { storedFiles },
  setup: ({ db, storage }) => filesService(db, storage),
  routes: (api, bind, files) => filesRoutes(api, bind, files),
});
export type { FilesService, FileOwner, FilePurpose } from './files.service';

/** The column a stored-file reference points at, for other modules' foreign keys. */
export const storedFileKey = () => storedFiles.id;
