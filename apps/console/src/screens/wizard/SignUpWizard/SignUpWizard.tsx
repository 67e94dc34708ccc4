import { useState } from 'react';
import { signUpReferralSources, signUpTiers, signUpTimeZones, signUpVatPercent } from '@veritag/domain';
import { Button, Card, Option, Select, Tabs, TabsContent, TabsList, TabsTrigger, TextField } from '@veritag/ui';
import * as styles from './SignUpWizard.css';

const withVat = (price: number) => (price * (100 + signUpVatPercent)) / 100;
const zones = signUpTimeZones.map((zone) => ({ id: zone, name: zone }));
const referrals = signUpReferralSources.map((source) => ({ id: source, name: source }));

/**
 * The static sign-up of spec 000 section 2.1: three tabs (register, choose a tier, payment).
 * It is not connected to any call; the last step says so rather than pretending to pay.
 */
export default function SignUpWizard() {
  const [tab, setTab] = useState('register');
  const [tier, setTier] = useState<string>(signUpTiers[0].name);
  return (
    <main className={styles.page}>
      <h1>Sign up</h1>
      <Card className={styles.card}>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Sign-up steps">
            <TabsTrigger value="register">Register</TabsTrigger>
            <TabsTrigger value="tier">Choose tier</TabsTrigger>
            <TabsTrigger value="payment">Payment</TabsTrigger>
          </TabsList>
          <TabsContent value="register" className={styles.panel}>
            <TextField label="Company name" />
            <TextField label="Email" type="email" />
            <Select label="Time zone" items={zones} placeholder="Choose a time zone">
              {(zone) => <Option id={zone.id}>{zone.name}</Option>}
            </Select>
            <Select label="How did you hear of us?" items={referrals} placeholder="Choose one">
              {(source) => <Option id={source.id}>{source.name}</Option>}
            </Select>
            <Button onPress={() => setTab('tier')}>Next</Button>
          </TabsContent>
          <TabsContent value="tier" className={styles.panel}>
            <ul className={styles.tiers} aria-label="Tiers">
              {signUpTiers.map((option) => (
                <li key={option.name}>
                  <Button variant={tier === option.name ? 'primary' : 'secondary'} onPress={() => setTier(option.name)} aria-pressed={tier === option.name}>
                    {`${option.name}: $${option.pricePerMonth} per month + ${signUpVatPercent}% VAT`}
                  </Button>
                </li>
              ))}
            </ul>
            <Button onPress={() => setTab('payment')}>Next</Button>
          </TabsContent>
          <TabsContent value="payment" className={styles.panel}>
            <p>
              {`${tier}: $${withVat(signUpTiers.find((t) => t.name === tier)?.pricePerMonth ?? 0).toFixed(2)} per month including ${signUpVatPercent}% VAT.`}
            </p>
            <p>Online sign-up is not open yet: this page sends nothing. Please contact us to start.</p>
          </TabsContent>
        </Tabs>
      </Card>
    </main>
  );
}
