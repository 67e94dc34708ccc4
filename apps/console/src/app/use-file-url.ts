import { useEffect, useState } from 'react';
import { systemCalls } from '@veritag/api';
import { api } from '#app/session/api-client';

/**
 * An object URL for a stored file (`/api/files/{id}`), fetched with the token: files are
 * served to signed-in callers only. Released when the path changes or the view goes.
 */
export function useFileUrl(apiPath: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const fileId = apiPath?.split('/').pop();
    if (!fileId) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    api.call(systemCalls.file, { params: { fileId } }).then(
      (file) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(file.blob);
        setUrl(objectUrl);
      },
      () => undefined, // An image lookup: the spec ignores its failure.
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [apiPath]);
  return url;
}
