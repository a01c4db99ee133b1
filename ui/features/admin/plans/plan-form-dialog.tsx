import { useState, type FormEvent } from 'react';
import { PLAN_DURATIONS, planFormSchema, planTypeOf, type AdminPlan, type PlanForm } from '../../../../contract/admin/plans';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';
import { fieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../state/alerts';
import { FeaturesEditor } from './features-editor';
import { asNumber, GrantFields } from './grant-fields';
import { createPlan, updatePlan } from './plans-api';

const BLANK: PlanForm = {
  planName: '',
  durationMonths: 3,
  price: 0,
  features: [''],
  grants: { contactViews: 0, interestsPerDay: 10, canStartChat: false, canSendMail: false, seeVisitors: false, viewHoroscope: true, familyFinding: false, profileHighlight: false },
  isActive: true,
};
const NO_END = 'none';

const formOf = (p: AdminPlan): PlanForm => ({ planName: p.planName, durationMonths: p.durationMonths, price: p.price, features: p.features, grants: p.grants, isActive: p.isActive });

/** Adds a plan, or changes one (`plan`); members who hold it keep what they bought (decision 0806). */
export function PlanFormDialog({ plan, isOpen, onClose, onSaved }: { plan: AdminPlan | null; isOpen: boolean; onClose: () => void; onSaved: () => void }) {
  const [form, setForm] = useState<PlanForm>(plan ? formOf(plan) : BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const durations = [...new Set([...PLAN_DURATIONS, ...(form.durationMonths ? [form.durationMonths] : [])])].sort((a, b) => a - b);
  const durationOptions = [{ id: NO_END, label: 'No end (free plan)' }, ...durations.map((d) => ({ id: String(d), label: planTypeOf(d) }))];

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = planFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const res = plan ? await updatePlan(plan._id, parsed.data) : await createPlan(parsed.data);
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      showToast(res.error, 'error');
      return;
    }
    showToast(res.body.message ?? 'Saved.', res.body.code === 5 ? 'success' : 'info');
    onSaved();
  }

  return (
    <Modal title={plan ? `Edit ${plan.planName}` : 'Add a plan'} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
        {plan ? <p className="text-sm text-stone-700">Members who hold this plan keep what they bought; changes apply to those who buy it from now on.</p> : null}
        <TextField label="Name" name="planName" value={form.planName} onChange={(v) => setForm({ ...form, planName: v })} error={errors.planName} isRequired />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Price (₹)" name="price" value={Number.isNaN(form.price) ? '' : String(form.price)} onChange={(v) => setForm({ ...form, price: asNumber(v) })} error={errors.price} isRequired />
          <SelectField
            label="Runs for"
            name="durationMonths"
            inDialog
            options={durationOptions}
            value={form.durationMonths === null ? NO_END : String(form.durationMonths)}
            onChange={(v) => setForm({ ...form, durationMonths: v === NO_END ? null : Number(v) })}
            error={errors.durationMonths}
          />
        </div>
        <FeaturesEditor features={form.features} onChange={(features) => setForm({ ...form, features })} errors={errors} />
        <GrantFields grants={form.grants} onChange={(grants) => setForm({ ...form, grants })} errors={errors} />
        <SwitchField
          label="Offered to members"
          description="Off: members see it as Unavailable; those who hold it keep it until it ends."
          isSelected={form.isActive}
          onChange={(isActive) => setForm({ ...form, isActive })}
        />
        {errors.isActive ? <p className="text-sm text-red-800">{errors.isActive}</p> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
          <Button type="submit" isDisabled={busy}>{busy ? 'Saving…' : plan ? 'Save plan' : 'Add plan'}</Button>
        </div>
      </form>
    </Modal>
  );
}
