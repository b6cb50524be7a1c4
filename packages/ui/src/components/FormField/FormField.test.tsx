import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { FormField } from './FormField.tsx';

describe('FormField', () => {
  test('the label names the control; the hint then the error describe it', () => {
    render(
      <FormField label="标题" hint="最多30个字" error="请输入标题" required>
        {({ id, describedBy, invalid }) => <input id={id} aria-describedby={describedBy} aria-invalid={invalid} required />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '标题' });
    expect(input).toHaveAccessibleDescription('最多30个字 请输入标题');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入标题');
  });

  test('the required mark is seen, not read', () => {
    render(<FormField label="标题" required>{({ id }) => <input id={id} />}</FormField>);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: '标题' })).toBeInTheDocument();
  });

  test('without hint or error nothing describes the control', () => {
    render(<FormField label="标题">{({ id, describedBy }) => <input id={id} aria-describedby={describedBy} />}</FormField>);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });
});
