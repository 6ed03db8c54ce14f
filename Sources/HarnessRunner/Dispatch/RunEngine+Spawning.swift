import Foundation
import HarnessProcess
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

extension RunEngine {
    /// Starts a worker's process as `launch` describes, with a reader for its stream and a
    /// watcher for its exit; returns why it could not start, or nil.
    ///
    /// Descriptors: the stream is a pipe whose write end goes to descriptor 3 (the wire, or
    /// Swift Testing's event stream), or to stdout and stderr (the toolchain's console); a Swift
    /// Testing worker's stdout and stderr go to a channel of their own, never the stream's, whose
    /// writes carry their time (``TimedOutput``), and its launcher's notes about a test to another
    /// such channel, on descriptor 5 (``TestNoteRecord``); a worker that awaits its configuration
    /// reads it from another pipe, on descriptor 4.
    func start(_ launch: WorkerLaunch) -> String? {
        var pipes: [(read: Int32, write: Int32)] = []
        func closeAll() {
            for pipe in pipes {
                close(pipe.read)
                close(pipe.write)
            }
        }
        let timesOutput = [launch.standardOutput, launch.standardError].contains(.timedOutput)
        do {
            pipes.append(try Descriptors.pipe())
            if timesOutput {
                pipes.append(try TimedOutput.makeChannel())
                pipes.append(try TimedOutput.makeChannel())
            }
            if launch.awaitsConfiguration { pipes.append(try Descriptors.pipe()) }
        } catch {
            closeAll()
            return "\(error)"
        }
        let pipe = pipes[0]
        let outputPipe = timesOutput ? pipes[1] : nil
        let notesPipe = timesOutput ? pipes[2] : nil
        let configurationPipe = launch.awaitsConfiguration ? pipes[pipes.count - 1] : nil
        func destination(_ output: WorkerLaunch.Output) -> SpawnRequest.Stream {
            switch output {
            case .inherit: .inherit
            case .file(let path): .file(path)
            case .stream: .descriptor(pipe.write)
            case .timedOutput: .descriptor(outputPipe?.write ?? pipe.write)
            }
        }
        var request = SpawnRequest(
            executable: launch.executable, arguments: launch.arguments, environment: launch.environment,
            workingDirectory: workingDirectory)
        request.standardOutput = destination(launch.standardOutput)
        request.standardError = destination(launch.standardError)
        // The toolchain's console comes on stdout and stderr; a main of its own gets no stream.
        if launch.reading != .console && launch.reading != .exitOnly {
            request.inheritedDescriptors[WorkerLaunch.wireDescriptor] = pipe.write
        }
        if let configurationPipe {
            request.inheritedDescriptors[WorkerLaunch.configurationDescriptor] = configurationPipe.read
        }
        if let notesPipe { request.inheritedDescriptors[WorkerLaunch.notesDescriptor] = notesPipe.write }
        // A group of its own, so that a time-out or an interrupt ends it with all it started.
        request.processGroup = .own
        let pid: pid_t
        do {
            pid = try Spawner.spawn(request)
        } catch {
            closeAll()
            return "\(error)"
        }
        close(pipe.write)
        if let outputPipe { close(outputPipe.write) }
        if let notesPipe { close(notesPipe.write) }
        if let configurationPipe {
            close(configurationPipe.read)
            configurationPipes[launch.worker] = configurationPipe.write
        }
        processGroups[launch.worker] = pid
        read(pipe.read, output: outputPipe?.read, notes: notesPipe?.read, of: launch)
        watchExit(of: pid, worker: launch.worker)
        return nil
    }

    /// Posts each line of the worker's stream as the input it stands for, then its end; a Swift
    /// Testing worker's `output` and `notes` are read beside its records, each write with its time.
    private func read(_ stream: Int32, output: Int32?, notes: Int32?, of launch: WorkerLaunch) {
        let inputs = self.inputs
        let number = launch.worker
        let onEnd: @Sendable () -> Void = { inputs.post(.streamEnded(worker: number)) }
        switch launch.reading {
        case .exitOnly:
            close(stream)
            onEnd()
        case .console:
            LineReader.start(
                stream, onLine: { inputs.post(.consoleLine(worker: number, line: String($0))) }, onEnd: onEnd)
        case .wire:
            LineReader.start(
                stream,
                onLine: { line in
                    guard !line.isEmpty else { return }
                    do {
                        inputs.post(.wire(worker: number, event: try WireLineDecoder.decode(line)))
                    } catch {
                        inputs.post(.undecodable(worker: number, line: String(line), reason: "\(error)"))
                    }
                }, onEnd: onEnd)
        case .swiftTesting(let bundle, let outputPath):
            let translator = SwiftTestingTranslator(
                bundle: plan.bundles[bundle].name, tests: swiftTestingStreamIDs[bundle] ?? [:], outputPath: outputPath,
                selectedCases: configuration.selectedCases)
            RecordAndOutputReader.start(
                records: stream, output: output, notes: notes,
                onRecord: { line in
                    guard !line.isEmpty else { return }
                    do {
                        let events = try translator.translate(line: Data(line.utf8))
                        // A test's output range before the event that ends it.
                        for cut in translator.takeCuts() { inputs.post(.outputCut(worker: number, cut: cut)) }
                        for event in events { inputs.post(.wire(worker: number, event: event)) }
                        for streamID in translator.takeUnlisted() {
                            inputs.post(.unlistedTest(worker: number, streamID: streamID))
                        }
                    } catch {
                        inputs.post(.undecodable(worker: number, line: String(line), reason: "\(error)"))
                    }
                },
                onOutput: { translator.output($0.bytes, at: $0.time) },
                onNote: { translator.note($0.bytes, at: $0.time) },
                onBusy: { inputs.post(.streamRead(worker: number)) },
                onEnd: {
                    translator.finishOutput()
                    for cut in translator.takeCuts() { inputs.post(.outputCut(worker: number, cut: cut)) }
                    if let shared = translator.takeSharedOutput() {
                        inputs.post(.sharedOutput(worker: number, output: shared))
                    }
                    // A crash inside a parameterized function: which cases ended, which one it was in.
                    if let cases = translator.unfinishedCases() {
                        inputs.post(.unfinishedCases(worker: number, ended: cases.ended, running: cases.running))
                    }
                    onEnd()
                })
        }
    }

    /// Posts the worker's wait status once its process has ended (``ExitWatcher``).
    private func watchExit(of pid: pid_t, worker number: Int) {
        let inputs = self.inputs
        ExitWatcher.shared.watch(pid) { status in inputs.post(.exited(worker: number, status: status.raw)) }
    }
}
