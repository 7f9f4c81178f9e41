import type { Meta, StoryObj } from '@storybook/react-vite';
import { $dictionaryEditor, type DictionaryEditorState } from '../../core/stores/dictionary-editor.js';
import { daDictionaryEditor } from '../../core/texts/da-dictionary-editor.js';
import { resetStores } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { DictionaryEditor, EditForm } from './dictionary-editor.js';
import { fixtureDictionaryEntries } from './dictionary-editor-fixtures.js';
import dialogCss from '../shared/dialog.css?inline';
import ownCss from './dictionary-editor.css?inline';

const css = `${dialogCss}\n${ownCss}`;
const show = (state: DictionaryEditorState) => () => {
  $dictionaryEditor.set(state);
};
const ready: DictionaryEditorState = { status: 'ready', query: '', entries: fixtureDictionaryEntries, total: fixtureDictionaryEntries.length };
const more = fixtureDictionaryEntries[1]!;
const noop = () => undefined;

const meta = {
  title: 'Widgets/shop-dictionary-editor',
  component: DictionaryEditor,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    show(ready)();
  },
} satisfies Meta<typeof DictionaryEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's list: a text at its default, an overridden one ('Rettet'), one not yet editable. */
export const Results: Story = {};

/** More matched than one answer shows. */
export const ManyResults: Story = { beforeEach: show({ ...ready, total: 812 }) };

export const NoResults: Story = { beforeEach: show({ status: 'ready', query: 'zzz', entries: [], total: 0 }) };

export const Loading: Story = { beforeEach: show({ status: 'loading', query: '', requested: true }) };

export const Failed: Story = { beforeEach: show({ status: 'failed', query: '' }) };

/** A logged-in user who is no editor. */
export const EditorsOnly: Story = { beforeEach: show({ status: 'forbidden', query: '' }) };

/** A visitor: the login hint. */
export const Anonymous: Story = { beforeEach: show({ status: 'anonymous', query: '' }) };

/** The edit form of a text with a value: the placeholders it must keep are named. */
export const Editing: Story = {
  render: () => <EditForm entry={more} close={noop} announce={noop} />,
};

/** The server refused the text: its message at the field. */
export const EditRefused: Story = {
  render: () => <EditForm entry={more} close={noop} announce={noop} initial={{ text: 'plus andre', error: daDictionaryEditor.placeholdersMissing('{count}') }} />,
};

/** "Brug standardteksten?" asked in a native <dialog>. */
export const ResetConfirm: Story = {
  render: () => <EditForm entry={more} close={noop} announce={noop} initial={{ confirming: true }} />,
};
