import { useId, useState } from 'react';
import {
  messages,
  signUpReferralSources,
  signUpTiers,
  signUpTimeZones,
  signUpVatPercent,
} from '@veritag/domain';
import {
  Button,
  Card,
  fieldStyles,
  Form,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useVeritagForm,
} from '@veritag/ui';
import * as authPage from '#app/app/auth-page.css';
import { signUpSteps, SignUpRegisterSchema, type SignUpStep } from './sign-up.schema';
import * as styles from './SignUpWizard.css';

const withVat = (price: number) => (price * (100 + signUpVatPercent)) / 100;
const zones = signUpTimeZones.map((zone) => ({ id: zone, name: zone }));
const referrals = signUpReferralSources.map((source) => ({ id: source, name: source }));

/**
 * The static sign-up of spec 000 section 2.1: three tabs (register, choose a tier, payment).
 * It is not connected to any call; the last step says so rather than pretending to pay.
 * Moving on, by Next or by a later tab, checks every step before the one asked for.
 */
export default function SignUpWizard() {
  const [tab, setTab] = useState<SignUpStep>('register');
  const [tier, setTier] = useState<string | null>(null);
  const [tierMissing, setTierMissing] = useState(false);
  const tierErrorId = useId();
  const register = useVeritagForm({
    schema: SignUpRegisterSchema,
    defaultValues: { companyName: '', email: '', timeZone: '', referral: '' },
    onSubmit: () => setTab('tier'),
  });

  const complete = async (step: SignUpStep): Promise<boolean> => {
    if (step === 'register') {
      // A submit checks every field and shows each message under its field, touched or not.
      await register.handleSubmit();
      return register.state.isValid;
    }
    if (step === 'tier') {
      setTierMissing(tier === null);
      return tier !== null;
    }
    return true;
  };
  const goTo = async (target: SignUpStep) => {
    for (const step of signUpSteps.slice(signUpSteps.indexOf(tab), signUpSteps.indexOf(target))) {
      if (!(await complete(step))) return setTab(step);
    }
    setTab(target);
  };
  const chooseTier = (name: string) => {
    setTier(name);
    setTierMissing(false);
  };
  const price = signUpTiers.find((option) => option.name === tier)?.pricePerMonth ?? 0;

  return (
    <main className={`${authPage.page} ${authPage.widePage}`}>
      <h1 className={authPage.brand}>Veritag</h1>
      <Card title="Sign up" className={authPage.card}>
        <Tabs value={tab} onValueChange={(value) => void goTo(value as SignUpStep)}>
          <TabsList aria-label="Sign-up steps">
            <TabsTrigger value="register">Register</TabsTrigger>
            <TabsTrigger value="tier">Choose tier</TabsTrigger>
            <TabsTrigger value="payment">Payment</TabsTrigger>
          </TabsList>
          <TabsContent value="register" className={styles.panel}>
            <Form form={register} aria-label="Register">
              <register.AppField name="companyName">
                {(field) => <field.TextField label="Company name" isRequired />}
              </register.AppField>
              <register.AppField name="email">
                {(field) => (
                  <field.TextField label="Email" type="email" autoComplete="email" isRequired />
                )}
              </register.AppField>
              <register.AppField name="timeZone">
                {(field) => (
                  <field.Select
                    label="Time zone"
                    items={zones}
                    placeholder="Choose a time zone"
                    isRequired
                  />
                )}
              </register.AppField>
              <register.AppField name="referral">
                {(field) => (
                  <field.Select
                    label="How did you hear of us?"
                    items={referrals}
                    placeholder="Choose one"
                  />
                )}
              </register.AppField>
              <register.SubmitButton>Next</register.SubmitButton>
            </Form>
          </TabsContent>
          <TabsContent value="tier" className={styles.panel}>
            <ul className={styles.tiers} aria-label="Tiers">
              {signUpTiers.map((option) => (
                <li key={option.name}>
                  <Button
                    variant={tier === option.name ? 'primary' : 'secondary'}
                    onPress={() => chooseTier(option.name)}
                    aria-pressed={tier === option.name}
                    aria-describedby={tierMissing ? tierErrorId : undefined}
                  >
                    {`${option.name}: $${option.pricePerMonth} per month + ${signUpVatPercent}% VAT`}
                  </Button>
                </li>
              ))}
            </ul>
            {tierMissing && (
              <p id={tierErrorId} className={`${fieldStyles.error} ${styles.text}`} role="alert">
                {messages.chooseOption}
              </p>
            )}
            <Button onPress={() => void goTo('payment')}>Next</Button>
          </TabsContent>
          <TabsContent value="payment" className={styles.panel}>
            <p
              className={styles.text}
            >{`${tier ?? ''}: $${withVat(price).toFixed(2)} per month including ${signUpVatPercent}% VAT.`}</p>
            <p className={styles.text}>
              Online sign-up is not open yet: this page sends nothing. Please contact us to start.
            </p>
          </TabsContent>
        </Tabs>
      </Card>
    </main>
  );
}
