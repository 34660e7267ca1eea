import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  type CampaignObjective,
  campaignMessages,
  campaignObjectiveLabels,
  campaignObjectives,
  DEFAULT_CAMPAIGN_DURATION_DAYS,
} from '../../../../shared/contracts/campaigns';
import { FormDialog } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { toast } from '../../../lib/toast';
import { useCreateCampaign } from '../api/campaigns';
import { isPinRequired, PIN_REQUIRED_TEXT, PinRequiredNotice } from './pin-required-notice';

const empty = {
  name: '',
  description: '',
  targetAudience: '',
  budget: '',
  duration: String(DEFAULT_CAMPAIGN_DURATION_DAYS),
  objective: 'engagement' as CampaignObjective,
};

export function CreateCampaignDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateCampaign();
  const [values, setValues] = useState(empty);
  const [pinRequired, setPinRequired] = useState(false);

  const set =
    (field: Exclude<keyof typeof empty, 'objective'>) => (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [field]: event.target.value }));

  function close(next: boolean) {
    if (!next) {
      setValues(empty);
      setPinRequired(false);
    }
    onOpenChange(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim() || !values.description.trim() || !values.targetAudience.trim()) {
      toast.error(campaignMessages.missingTitle, {
        description: campaignMessages.missingDescription,
      });
      return;
    }
    setPinRequired(false);
    create.mutate(
      {
        name: values.name.trim(),
        description: values.description.trim(),
        targetAudience: values.targetAudience.trim(),
        budget: values.budget.trim() === '' ? 0 : Number(values.budget),
        duration:
          values.duration.trim() === '' ? DEFAULT_CAMPAIGN_DURATION_DAYS : Number(values.duration),
        objective: values.objective,
      },
      {
        onSuccess: () => {
          toast.success(campaignMessages.createdTitle, {
            description: campaignMessages.createdDescription,
          });
          close(false);
        },
        onError: (error) => {
          if (isPinRequired(error)) setPinRequired(true);
          toast.error(campaignMessages.errorTitle, {
            description: isPinRequired(error) ? PIN_REQUIRED_TEXT : getErrorMessage(error),
          });
        },
      },
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Create Campaign"
      description="Launch a sponsored campaign for Social Market products."
    >
      <form
        noValidate
        aria-label="Create Campaign"
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
      >
        {pinRequired ? <PinRequiredNotice /> : null}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="campaign-name">Campaign Name</Label>
          <Input
            id="campaign-name"
            placeholder="e.g. Summer Shades Drop"
            value={values.name}
            onChange={set('name')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="campaign-description">Description</Label>
          <textarea
            id="campaign-description"
            rows={3}
            placeholder="What the campaign promotes and why people should care"
            value={values.description}
            onChange={set('description')}
            className={cn(
              'w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs sm:text-sm',
              'placeholder:text-slate-500 focus-visible:border-ocean-500 focus-visible:outline-2 focus-visible:outline-ocean-500/40',
            )}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="campaign-audience">Target Audience</Label>
          <Input
            id="campaign-audience"
            placeholder="e.g. Surfers 18-35 in Orange County"
            value={values.targetAudience}
            onChange={set('targetAudience')}
          />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="campaign-budget">Budget ($)</Label>
            <Input
              id="campaign-budget"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="e.g. 500.00"
              value={values.budget}
              onChange={set('budget')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="campaign-duration">Duration (days)</Label>
            <Input
              id="campaign-duration"
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              step={1}
              value={values.duration}
              onChange={set('duration')}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="campaign-objective">Objective</Label>
          <NativeSelect
            id="campaign-objective"
            value={values.objective}
            onChange={(e) =>
              setValues((previous) => ({
                ...previous,
                objective: e.target.value as CampaignObjective,
              }))
            }
          >
            {campaignObjectives.map((objective) => (
              <option key={objective} value={objective}>
                {campaignObjectiveLabels[objective]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={create.isPending}>
            {create.isPending ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" /> Launching...
              </>
            ) : (
              'Launch Campaign'
            )}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
