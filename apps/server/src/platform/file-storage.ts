// The storage contract and its drivers live in ./storage (storageFromConfig in
// ./storage/choose-storage picks one); this door keeps the older imports working.
export {
  StoredFileNotFound,
  StoredFileTooLarge,
  type FileStorage,
  type StoredObject,
  type StoredStream,
} from './storage/file-storage';
export { localDiskStorage } from './storage/local-disk';
