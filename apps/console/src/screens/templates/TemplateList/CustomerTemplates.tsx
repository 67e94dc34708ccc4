import { useState } from 'react';
import { templateCalls, templateDesignCalls, templateHistoryCalls } from '@veritag/api';
import { templateRowActions, type Template } from '@veritag/domain';
import { downloadTemplate } from '#app/app/download-template';
import { paths } from '#app/app/paths';
import { useLoad } from '#app/app/use-load';
import { ListTable, type RowActionDeclaration } from '#app/kit/list/ListTable';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import { EditTemplateDialog } from './EditTemplateDialog';
import { GenerateTemplateDialog } from './GenerateTemplateDialog';
import { templateColumns } from './template-columns';

interface CustomerTemplatesProps {
  caption: string;
  customerId: number;
  /** Opens the Add Template dialog (the toolbar's button). */
  onAdd: () => void;
}

/**
 * One customer's templates, newest first (`templates/customer/{id}?sort=createdDate,desc`: the
 * whole list, paged 10 rows at a time here). Row actions: Download, Edit, Design (to
 * design_template with the id in state) and Generate token, hidden while PENDING (section 4);
 * each shows only when its call's rule lets the user make it.
 */
export function CustomerTemplates({ caption, customerId, onAdd }: CustomerTemplatesProps) {
  const { state, reload } = useLoad(() =>
    api.call(templateCalls.forCustomer, {
      params: { customerId },
      query: { sort: 'createdDate,desc' },
    }),
  );
  const [editing, setEditing] = useState<Template | null>(null);
  const [generating, setGenerating] = useState<Template | null>(null);

  const actions: RowActionDeclaration<Template>[] = [
    {
      label: 'Download',
      call: templateCalls.download,
      onAction: (template) => void downloadTemplate(template),
    },
    { label: 'Edit', call: templateCalls.update, onAction: setEditing },
    {
      label: 'Design',
      call: templateDesignCalls.save,
      onAction: (template) => go(paths.designTemplate, { id: template.id, customerId }),
    },
    {
      label: 'Generate token',
      call: templateHistoryCalls.generate,
      onAction: setGenerating,
      isShown: (template) => templateRowActions(template.status).generateToken,
    },
  ];
  return (
    <>
      <ListTable
        caption={caption}
        source={{
          mode: 'client',
          rows: state.status === 'ready' ? state.data : noRows,
          isLoading: state.status === 'loading',
          error: state.status === 'failed' ? 'The templates could not be loaded' : undefined,
        }}
        columns={templateColumns}
        getRowId={(template) => String(template.id)}
        describeRow={(template) => template.description}
        headerActions={[{ label: 'Add Template', call: templateCalls.create, onPress: onAdd }]}
        rowActions={actions}
      />
      <EditTemplateDialog
        template={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <GenerateTemplateDialog template={generating} onClose={() => setGenerating(null)} />
    </>
  );
}

// One empty array for every render, so the table does not see new rows each time.
const noRows: Template[] = [];
