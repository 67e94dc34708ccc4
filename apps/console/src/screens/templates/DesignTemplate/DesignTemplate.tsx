import { templateDesignCalls } from '@veritag/api';
import { Spinner } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { useLoad } from '#app/app/use-load';
import { navigationState, useRecordId } from '#app/app/navigation';
import { loadDesignSources } from './design-actions';
import { DesignEditor } from './DesignEditor';

/** Who may open this screen: whoever may save a design. */
export const access = templateDesignCalls.save.access;

/**
 * Spec 001 section 2: the Design Template screen takes the template id in navigation state;
 * without it the user returns to template_design. Breadcrumb: Add Template > Design Template.
 */
export default function DesignTemplate() {
  const id = useRecordId(paths.templateList);
  return (
    <>
      <PageHeader
        title="Design Template"
        trail={[{ label: 'Add Template', route: paths.templateList }]}
      />
      {id !== undefined && <LoadedDesign templateId={id} />}
    </>
  );
}

function LoadedDesign({ templateId }: { templateId: number }) {
  const { state } = useLoad(() => loadDesignSources(templateId));
  // The customer's name is what a Customer component prints on the sample.
  const customer = navigationState<{ customerName: string }>().customerName ?? 'Customer name';
  if (state.status === 'loading') return <Spinner aria-label="Loading the design" />;
  if (state.status === 'failed') return null;
  return <DesignEditor templateId={templateId} sources={state.data} customer={customer} />;
}
