import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order test files are handed to the workers: longest first, so the last minutes of a run
 * are short files filling both workers rather than one long file on one worker while the other
 * waits. Vitest's own order (BaseSequencer) keeps each project's files together (a server worker
 * then reuses its loaded module graph from file to file) and puts the files it timed in an
 * earlier run longest first; a fresh clone has no such timings, and there it orders by file
 * size, which sent the crash tests (short files that start servers) to the very end.
 *
 * So two explicit lists (vitest.config.ts): the projects in the order they run, the ones
 * holding the longest files first, and the files measured as the longest, which lead their
 * project. Everything else keeps Vitest's order.
 */
export function longestFirst({
  projects,
  longFiles,
}: {
  /** Project names, in the order they run; a project not named runs after them, by name. */
  projects: readonly string[];
  /** Paths from the repository's root of the files measured longest, longest first. */
  longFiles: readonly string[];
}): typeof BaseSequencer {
  const rank = (list: readonly string[], item: string) => {
    const index = list.indexOf(item);
    return index === -1 ? list.length : index;
  };
  return class LongestFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const root = this.ctx.config.root;
      const fileRank = (file: TestSpecification) =>
        rank(longFiles, path.relative(root, file.moduleId).split(path.sep).join('/'));
      // Array sort is stable: files that tie keep Vitest's order.
      return (await super.sort(files)).sort(
        (a, b) =>
          rank(projects, a.project.name) - rank(projects, b.project.name) ||
          fileRank(a) - fileRank(b),
      );
    }
  };
}
