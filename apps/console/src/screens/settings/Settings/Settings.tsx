import { useState } from 'react';
import { settingsCalls } from '@veritag/api';
import { fileRules } from '@veritag/domain';
import { Button, Card, FileUpload } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { reportFailure } from '#app/app/report-failure';
import { useCompanyLogo } from '#app/app/use-company-logo';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import * as styles from './Settings.css';

/** Who may open this screen: whoever the server lets make its save call. */
export const access = settingsCalls.save.access;

/** Spec 001: upload the company logo; Save reloads the page, Cancel goes to the dashboard. */
export default function Settings() {
  const logo = useCompanyLogo();
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!file) return;
    setSaving(true);
    try {
      await api.call(settingsCalls.save, { body: {}, files: { file } });
      window.location.reload();
    } catch (error) {
      reportFailure(error);
      setSaving(false);
    }
  };
  return (
    <>
      <PageHeader title="Settings" trail={[{ label: 'Dashboard', route: paths.dashboard }]} />
      <Card title="Company logo">
        <div className={styles.body}>
          {logo && <img src={logo} alt="Current company logo" className={styles.logo} />}
          <FileUpload label="Logo" rule={fileRules.companyLogo} value={file} onChange={setFile} />
          <div className={styles.buttons}>
            <Button onPress={() => void save()} isDisabled={!file} isPending={saving}>
              Save
            </Button>
            <Button variant="secondary" onPress={() => go(paths.dashboard)}>
              Cancel
            </Button>
          </div>
        </div>
      </Card>
    </>
  );
}
