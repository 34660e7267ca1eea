import { zodResolver } from '@hookform/resolvers/zod';
import {
  BadgeCheck,
  CalendarClock,
  CircleCheckBig,
  LoaderCircle,
  MapPin,
  Sparkles,
  Store,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  BUSINESS_CITY,
  type BusinessApplicationFormValues,
  type BusinessApplicationInput,
  businessApplicationInputSchema,
  businessApplicationMessages,
  businessTypeLabels,
  businessTypes,
} from '../../../../shared/contracts/business-applications';
import { FormField } from '../../../components/form-field';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { toast } from '../../../lib/toast';
import { useSubmitBusinessApplication } from '../api/submit-business-application';

/** The form holds what a person can leave unfinished (no type chosen, terms unticked). */
type FormState = Omit<BusinessApplicationFormValues, 'businessType' | 'termsAgreed'> & {
  businessType: string;
  termsAgreed: boolean;
};

const resolver = zodResolver(businessApplicationInputSchema) as unknown as Resolver<
  FormState,
  unknown,
  BusinessApplicationInput
>;

const emptyForm: FormState = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  city: BUSINESS_CITY,
  zipCode: '',
  businessType: '',
  description: '',
  website: '',
  instagramHandle: '',
  termsAgreed: false,
};

const perks = [
  {
    icon: Users,
    title: 'Local shoppers',
    text: 'Reach Laguna Beach shoppers who play and buy every day.',
  },
  {
    icon: Sparkles,
    title: 'Social play',
    text: 'Your products become $1 competitions that get people talking.',
  },
  {
    icon: CalendarClock,
    title: 'Fast reply',
    text: 'We answer every application within 2-3 business days.',
  },
] as const;

export function BusinessPortalPage() {
  const submit = useSubmitBusinessApplication();
  const [submittedAs, setSubmittedAs] = useState<string | null>(null);
  const form = useForm<FormState, unknown, BusinessApplicationInput>({
    resolver,
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => {
        setSubmittedAs(values.businessName);
        form.reset(emptyForm);
        window.scrollTo({ top: 0 });
      },
      onError: (error) =>
        toast.error(businessApplicationMessages.failedTitle, {
          description: getErrorMessage(error),
        }),
    }),
  );

  return (
    <div className="flex flex-col bg-sand-50">
      <PageMeta
        title="Become a partner business"
        description="Apply to sell on Social Market: local Laguna Beach businesses reach shoppers through social play. We reply within 2-3 business days."
      />
      <header className="relative overflow-hidden bg-ocean-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_0%,rgba(248,92,58,0.45),transparent_45%),linear-gradient(160deg,#0f3a50_0%,#0a2535_70%)]"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-ocean-100 ring-1 ring-white/15">
            <Store aria-hidden="true" className="size-3.5" /> Business portal
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            Partner with Social Market
          </h1>
          <p className="mt-3 max-w-2xl text-base text-ocean-100 sm:text-lg">
            Local shops, restaurants, galleries and hotels in {BUSINESS_CITY}: tell us about your
            business and we will get you set up.
          </p>
        </div>
      </header>

      <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:py-12">
        {submittedAs ? (
          <Card className="lg:col-span-2" role="status">
            <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
              <div className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
                <CircleCheckBig aria-hidden="true" className="size-9" />
              </div>
              <h2 className="text-2xl font-bold tracking-tight text-slate-900">
                Application received!
              </h2>
              <p className="max-w-md text-slate-600">
                Thank you, {submittedAs}. Our partnerships team will review your application and
                reply within 2-3 business days.
              </p>
              <div className="mt-2 flex flex-wrap justify-center gap-3">
                <Button asChild variant="accent">
                  <Link to="/">Back to Store</Link>
                </Button>
                <Button variant="outline" onClick={() => setSubmittedAs(null)}>
                  Submit another application
                </Button>
              </div>
            </CardContent>
          </Card>
        ) : (
          <>
            <Card>
              <CardContent className="p-5 sm:p-8">
                <h2 className="text-xl font-bold tracking-tight text-slate-900">
                  Business application
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  Fields marked optional can be left empty; everything else is needed.
                </p>
                <form
                  noValidate
                  aria-label="Business application"
                  onSubmit={onSubmit}
                  className="mt-6 flex flex-col gap-5"
                >
                  <fieldset className="grid gap-5 sm:grid-cols-2">
                    <legend className="sr-only">Business and contact</legend>
                    <FormField label="Business Name" error={errors.businessName?.message}>
                      <Input autoComplete="organization" {...form.register('businessName')} />
                    </FormField>
                    <FormField label="Contact Name" error={errors.contactName?.message}>
                      <Input autoComplete="name" {...form.register('contactName')} />
                    </FormField>
                    <FormField label="Email" error={errors.email?.message}>
                      <Input
                        type="email"
                        autoComplete="email"
                        inputMode="email"
                        {...form.register('email')}
                      />
                    </FormField>
                    <FormField label="Phone" error={errors.phone?.message}>
                      <Input
                        type="tel"
                        autoComplete="tel"
                        inputMode="tel"
                        placeholder="e.g. (949) 555-0100"
                        {...form.register('phone')}
                      />
                    </FormField>
                  </fieldset>

                  <fieldset className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
                    <legend className="sr-only">Location</legend>
                    <FormField label="Address" error={errors.address?.message}>
                      <Input autoComplete="address-line1" {...form.register('address')} />
                    </FormField>
                    <FormField label="City">
                      <Input
                        readOnly
                        aria-readonly="true"
                        className="bg-slate-50 text-slate-600"
                        {...form.register('city')}
                      />
                    </FormField>
                    <FormField label="ZIP Code" error={errors.zipCode?.message}>
                      <Input
                        autoComplete="postal-code"
                        inputMode="numeric"
                        placeholder="e.g. 92651"
                        {...form.register('zipCode')}
                      />
                    </FormField>
                  </fieldset>

                  <FormField label="Business Type" error={errors.businessType?.message}>
                    <NativeSelect {...form.register('businessType')}>
                      <option value="">Choose a type</option>
                      {businessTypes.map((type) => (
                        <option key={type} value={type}>
                          {businessTypeLabels[type]}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>

                  <FormField label="Description" error={errors.description?.message}>
                    <textarea
                      rows={4}
                      placeholder="What do you sell or offer, and what makes it special?"
                      className={cn(
                        'w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs sm:text-sm',
                        'placeholder:text-slate-500 focus-visible:border-ocean-500 focus-visible:outline-2 focus-visible:outline-ocean-500/40',
                        'aria-invalid:border-red-500',
                      )}
                      {...form.register('description')}
                    />
                  </FormField>

                  <fieldset className="grid gap-5 sm:grid-cols-2">
                    <legend className="sr-only">Online presence</legend>
                    <FormField label="Website (optional)" error={errors.website?.message}>
                      <Input
                        type="url"
                        inputMode="url"
                        placeholder="e.g. https://yourbusiness.com"
                        {...form.register('website')}
                      />
                    </FormField>
                    <FormField
                      label="Instagram Handle (optional)"
                      error={errors.instagramHandle?.message}
                    >
                      <Input
                        placeholder="e.g. @yourbusiness"
                        autoCapitalize="none"
                        {...form.register('instagramHandle')}
                      />
                    </FormField>
                  </fieldset>

                  <div className="flex flex-col gap-1.5">
                    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-ocean-700"
                        aria-invalid={errors.termsAgreed ? true : undefined}
                        aria-describedby={errors.termsAgreed ? 'terms-error' : undefined}
                        {...form.register('termsAgreed')}
                      />
                      <span>
                        I agree to the partner terms and confirm my business is in {BUSINESS_CITY}{' '}
                        and may be contacted about this application.
                      </span>
                    </label>
                    {errors.termsAgreed?.message ? (
                      <p id="terms-error" className="text-sm font-medium text-red-600">
                        {errors.termsAgreed.message}
                      </p>
                    ) : null}
                  </div>

                  <Button
                    type="submit"
                    size="lg"
                    variant="accent"
                    disabled={submit.isPending}
                    className="w-full sm:w-auto sm:self-start"
                  >
                    {submit.isPending ? (
                      <>
                        <LoaderCircle aria-hidden="true" className="animate-spin" /> Submitting...
                      </>
                    ) : (
                      'Submit Application'
                    )}
                  </Button>
                </form>
              </CardContent>
            </Card>

            <aside className="flex flex-col gap-4">
              {perks.map(({ icon: Icon, title, text }) => (
                <Card key={title} className="flex gap-3 p-5">
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-coral-500" />
                  <div>
                    <h3 className="font-semibold text-slate-900">{title}</h3>
                    <p className="mt-1 text-sm text-slate-600">{text}</p>
                  </div>
                </Card>
              ))}
              <Card className="flex gap-3 p-5">
                <MapPin aria-hidden="true" className="size-6 shrink-0 text-ocean-600" />
                <p className="text-sm text-slate-600">
                  We deliver within ZIP 92651 only, so partners are {BUSINESS_CITY} businesses.
                </p>
              </Card>
              <p className="flex items-center gap-2 px-1 text-xs text-slate-500">
                <BadgeCheck aria-hidden="true" className="size-4" /> No fees to apply.
              </p>
            </aside>
          </>
        )}
      </div>
    </div>
  );
}
