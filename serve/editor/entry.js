// The playground's editor: CodeMirror 6 with C-like highlighting, exposed
// as window.HLSLEditor for serve/static/app.js.
import {EditorView, basicSetup} from "codemirror"
import {EditorState, StateEffect, StateField} from "@codemirror/state"
import {Decoration} from "@codemirror/view"
import {cpp} from "@codemirror/lang-cpp"

const setMarks = StateEffect.define()
const marks = StateField.define({
  create() { return Decoration.none },
  update(deco, tr) {
    deco = deco.map(tr.changes)
    for (const e of tr.effects) if (e.is(setMarks)) deco = e.value
    return deco
  },
  provide: f => EditorView.decorations.from(f)
})
const lineMark = Decoration.line({class: "cm-hl"})

window.HLSLEditor = {
  create(parent, doc, onCursorLine) {
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc,
        extensions: [basicSetup, cpp(), marks, EditorView.updateListener.of(u => {
          if (u.selectionSet && onCursorLine) {
            onCursorLine(u.state.doc.lineAt(u.state.selection.main.head).number)
          }
        })]
      })
    })
    return {
      view,
      get() { return view.state.doc.toString() },
      set(text) { view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: text}}) },
      // highlight the given 1-based lines and scroll the first into view
      highlight(lines) {
        const ranges = []
        for (const n of [...new Set(lines)].sort((a, b) => a - b)) {
          if (n >= 1 && n <= view.state.doc.lines) ranges.push(lineMark.range(view.state.doc.line(n).from))
        }
        const effects = [setMarks.of(Decoration.set(ranges))]
        if (ranges.length) effects.push(EditorView.scrollIntoView(ranges[0].from, {y: "center"}))
        view.dispatch({effects})
      }
    }
  }
}
