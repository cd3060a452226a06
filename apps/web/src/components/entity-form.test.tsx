import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { showApiError } from '../lib/api-error-messages.ts';
import { renderRoutes } from '../test/render.tsx';
import { EntityForm } from './entity-form.tsx';
import { useSaveForm } from './use-save-form.ts';

function PriceForm() {
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { price: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const save = handleSubmit(() => {
    const error = new ApiError(400, 'price: Price cannot be below 0', [
      { field: 'updateData.price', message: 'Price cannot be below 0' },
    ]);
    setServerError(showApiError(error, setError));
  });
  return (
    <EntityForm
      title="Add Curriculum"
      onSubmit={save}
      submitting={false}
      serverError={serverError}
      cancelTo="/admin/curriculum"
    >
      <TextInput label="Price" {...register('price')} error={formState.errors.price?.message} />
    </EntityForm>
  );
}

describe('EntityForm', () => {
  it("shows the server's message and puts its field messages beside the fields", async () => {
    renderRoutes([{ path: '*', element: <PriceForm /> }], '/admin/add-curriculum');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/admin/curriculum');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('price: Price cannot be below 0')).toBeTruthy();
    expect(screen.getByText('Price cannot be below 0')).toBeTruthy();
    expect(screen.getByLabelText('Price').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before leaving unsaved changes, and not after a successful save', async () => {
    const { router } = renderRoutes(
      [
        { path: '/admin/add-curriculum', element: <NameForm /> },
        { path: '/admin/curriculum', element: <p>Curriculum list</p> },
      ],
      '/admin/add-curriculum',
    );
    // Untouched: Cancel leaves at once.
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Curriculum list')).toBeTruthy();

    await router.navigate('/admin/add-curriculum');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Physics' } });
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByText('Curriculum list')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Physics');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Curriculum list')).toBeTruthy();
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });

  it('puts a 409 beside the field it names, and words other failures as the form asks', async () => {
    renderRoutes([{ path: '*', element: <RoleForm /> }], '/admin/add-staff-role');
    fireEvent.change(screen.getByLabelText('Role Name'), { target: { value: 'teacher' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This role already exists')).toBeTruthy();
    expect(screen.getByLabelText('Role Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Unexpected error/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Role Name'), { target: { value: 'clerk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Unexpected error: Database is down')).toBeTruthy();
  });

  it("names the form's first invalid field above the buttons", async () => {
    renderRoutes([{ path: '*', element: <RoleForm /> }], '/admin/add-staff-role');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Role Name: Required')).toBeTruthy();
  });
});

function RoleForm() {
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { roleName: '' } });
  const { submit, serverError, leaveGuard } = useSaveForm(
    { handleSubmit, setError, formState },
    async ({ roleName }) => {
      throw roleName === 'teacher' ? new ApiError(409, 'Conflict') : new ApiError(500, 'Database is down');
    },
    {
      saved: () => 'Saved',
      goTo: '/admin/staff',
      conflict: { field: 'roleName', message: 'This role already exists' },
      invalid: (errors) => (errors.roleName ? `Role Name: ${errors.roleName.message}` : null),
      failed: (reason) => `Unexpected error: ${reason}`,
    },
  );
  return (
    <EntityForm
      title="Add Role"
      onSubmit={submit}
      submitting={false}
      serverError={serverError}
      leaveGuard={leaveGuard}
      cancelTo="/admin/staff"
    >
      <TextInput
        label="Role Name"
        {...register('roleName', { required: 'Required' })}
        error={formState.errors.roleName?.message}
      />
    </EntityForm>
  );
}

function NameForm() {
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { name: '' } });
  const { submit, serverError, leaveGuard } = useSaveForm(
    { handleSubmit, setError, formState },
    async (values) => values,
    { saved: (values) => `Saved ${values.name}`, goTo: '/admin/curriculum' },
  );
  return (
    <EntityForm
      title="Add Curriculum"
      onSubmit={submit}
      submitting={false}
      serverError={serverError}
      leaveGuard={leaveGuard}
      cancelTo="/admin/curriculum"
    >
      <TextInput label="Name" {...register('name')} />
    </EntityForm>
  );
}
